import { Pressable, Text, View } from "react-native"

/** A row with a bare text action: the press dims the action, which is only its label. */
export function TextButton({ label, onPress }: { label: string; onPress?: () => void }) {
  return (
    <View className="flex-row items-center gap-2">
      <Pressable onPress={onPress} className="px-2 py-1 active:opacity-60">
        <Text className="text-sm font-semibold text-accent">{label}</Text>
      </Pressable>
    </View>
  )
}
