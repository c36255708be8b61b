import { Text, View } from "react-native"

/** A small label on a tinted ground; its colors come from a theme written in oklch(). */
export function Tag({ label }: { label: string }) {
  return (
    <View className="flex-row items-center rounded-tag border border-hairline bg-brand px-2 py-0.5">
      <Text className="text-xs font-medium text-on-brand">{label}</Text>
    </View>
  )
}
