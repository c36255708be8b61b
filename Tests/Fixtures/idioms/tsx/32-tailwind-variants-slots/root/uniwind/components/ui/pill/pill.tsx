import { Pressable, Text } from "react-native"
import { join, pill } from "./pill.styles"

type PillProps = {
  tone?: "brand" | "quiet" | "alert-soft"
  size?: "sm" | "md"
  label: string
  className?: string
}

export function Pill({ tone = "quiet", size = "sm", label, className }: PillProps) {
  const { frame, caption } = pill({ tone, size })
  return (
    <Pressable className={join(frame({ className }))}>
      <Text className={caption()}>{label}</Text>
    </Pressable>
  )
}
