import { Text, View } from "react-native"

const side = { small: "size-8", large: "size-12" } as const

/** The frame sizes itself; the disc inside paints and clips; the badge sits on its corner. */
export function Monogram({ letter, size = "small", badge = false }: { letter: string; size?: keyof typeof side; badge?: boolean }) {
  return (
    <View className={`relative ${side[size]}`}>
      <View className="flex-1 items-center justify-center overflow-hidden rounded-full bg-surface-secondary">
        <Text className="text-sm font-semibold text-label">{letter}</Text>
      </View>
      {badge ? <View className="absolute bottom-0 right-0 size-2 rounded-full bg-danger" /> : null}
    </View>
  )
}
