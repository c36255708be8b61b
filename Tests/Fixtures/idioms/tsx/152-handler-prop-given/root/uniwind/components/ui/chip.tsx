import { cva } from "class-variance-authority"
import { Pressable, Text } from "react-native"

const chip = cva("h-8 flex-row items-center rounded-full px-3", {
  variants: {
    tone: { neutral: "bg-control", accent: "bg-accent" },
    tappable: { yes: "", no: "" },
  },
  compoundVariants: [
    { tappable: "yes", tone: "neutral", class: "active:bg-control-pressed" },
    { tappable: "yes", tone: "accent", class: "active:bg-accent-pressed" },
  ],
  defaultVariants: { tone: "neutral", tappable: "no" },
})

type ChipProps = {
  label: string
  tone?: "neutral" | "accent"
  onLongPress?: () => void
}

export function Chip({ label, tone = "neutral", onLongPress }: ChipProps) {
  const tappable = !!onLongPress ? "yes" : "no"
  return (
    <Pressable disabled={tappable === "no"} onLongPress={onLongPress} className={chip({ tone, tappable })}>
      <Text className="text-sm font-medium text-label">{label}</Text>
    </Pressable>
  )
}
