import { Pressable, Text, View } from "react-native"
import { tv } from "tailwind-variants"

const card = tv({
  slots: { shell: "flex-row gap-3 p-3", content: "flex-col gap-1", name: "font-semibold" },
})

export function ContactCard({ name }: { name: string }) {
  const { shell, content, name: title } = card()
  return (
    <Pressable className={shell()}>
      <View className={content()}>
        <Text className={title()}>{name}</Text>
      </View>
    </Pressable>
  )
}
