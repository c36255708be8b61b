import { Text, View } from "react-native"

/** A hint bubble: it wraps its text once it reaches its cap. */
export function Hint({ text }: { text: string }) {
  return (
    <View className="max-w-[240px] min-h-8 rounded-md bg-label px-3 py-2">
      <Text className="text-surface">{text}</Text>
    </View>
  )
}
