import { Pressable, Text, View } from "react-native"
import { tv } from "tailwind-variants"

const presence = tv({
  slots: {
    frame: "flex-row items-center gap-2 border border-line",
    dot: "rounded-full",
    content: "flex-col gap-0.5",
    name: "text-md text-ink",
  },
  variants: {
    status: { online: { dot: "bg-online" }, away: { dot: "bg-away" } },
    size: { sm: { dot: "size-2" }, md: { dot: "size-2.5" } },
  },
  defaultVariants: { status: "online", size: "md" },
})

export function PresenceRow({ name, status = "online", size = "md" }: { name: string; status?: "online" | "away"; size?: "sm" | "md" }) {
  const { frame, dot, content, name: nameSlot } = presence({ status, size })
  return (
    <Pressable className={frame()}>
      <View className={dot()} />
      <View className={content()}>
        <Text className={nameSlot()}>{name}</Text>
      </View>
    </Pressable>
  )
}
