import { cva } from "class-variance-authority"
import { Text, View } from "react-native"

const pill = cva("items-center justify-center rounded-full bg-accent", {
  variants: {
    size: { sm: "h-4 min-w-4", md: "h-5 min-w-5" },
    wide: { true: "", false: "" },
  },
  compoundVariants: [
    { size: "md", wide: true, className: "px-1.5" },
    { size: "sm", wide: true, className: "px-1" },
  ],
  defaultVariants: { size: "md", wide: false },
})

const digits = cva("font-semibold", {
  variants: {
    size: { sm: "text-xs", md: "text-sm" },
    tone: { plain: "text-on-accent", capped: "text-surface-secondary" },
  },
})

export function CountPill({ count, size = "md" }: { count: number; size?: "sm" | "md" }) {
  const capped = count > 99
  return (
    <View className={pill({ size, wide: count > 9 })}>
      <Text className={digits({ size, tone: capped ? "capped" : "plain" })}>{capped ? "99+" : String(count)}</Text>
    </View>
  )
}
