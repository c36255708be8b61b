import { Text, View } from "react-native"
import { cn } from "@/lib/utils"

type StampProps = {
  variant?: "brand" | "outline"
  size?: "md" | "lg"
  disabled?: boolean
  label: string
}

const frames: Record<NonNullable<StampProps["variant"]>, string> = {
  brand: "stamp-frame--brand",
  outline: "stamp-frame--outline",
}

export function Stamp({ variant = "brand", size = "md", disabled, label }: StampProps) {
  return (
    <View className={cn("stamp-frame stamp-edge", frames[variant], size === "lg" && "stamp-frame--lg", "disabled:dimmed")} aria-disabled={disabled}>
      <Text className="stamp-label">{label}</Text>
    </View>
  )
}
