import { Pressable, Text, View } from "react-native"

export function ContactCard({ name }: { name: string }) {
  return (
    <Pressable className="flex-row gap-3 p-3">
      <View className="flex-col gap-1">
        <Text className="font-semibold">{name}</Text>
      </View>
    </Pressable>
  )
}
