import { cva, type VariantProps } from "class-variance-authority"
import { View, Text } from "react-native"

const stamp = cva("h-6 px-2", {
  variants: {
    tone: { plain: "bg-control", loud: "bg-accent" },
    corners: { soft: "rounded-md", square: "rounded-none", round: "rounded-full" },
    mark: { none: "", dot: "border border-accent" },
  },
  defaultVariants: { tone: "plain", corners: "soft", mark: "none" },
})

type StampProps = VariantProps<typeof stamp> & { text: string }

// `corners` is left to the table's default; `mark` is drawn only when the caller gives one.
export function Stamp({ text, tone = "plain", corners, mark }: StampProps) {
  return (
    <View className={stamp({ tone, corners, mark })}>
      {mark ? <View className="size-1.5 rounded-full bg-accent" /> : null}
      <Text className="text-xs text-label">{text}</Text>
    </View>
  )
}
