import * as React from "react"
import { Text, View } from "react-native"

type Size = "snug" | "airy"

const frame: Record<Size, string> = { snug: "rounded-soft px-2", airy: "rounded-round px-3" }
const label: Record<Size, string> = { snug: "text-caption", airy: "text-body" }

export function Chip({ size = "snug", title }: { size?: Size; title: string }) {
  return (
    <View className={`bg-shade ${frame[size]}`}>
      <Text className={`text-ink ${label[size]}`}>{title}</Text>
    </View>
  )
}
