import { Text, View } from "react-native"

export function ChipRow({ label }: { label: string }) {
  return (
    <View className="flex-row gap-1 px-3 py-2">
      <Text className="text-ink">{label}</Text>
    </View>
  )
}
