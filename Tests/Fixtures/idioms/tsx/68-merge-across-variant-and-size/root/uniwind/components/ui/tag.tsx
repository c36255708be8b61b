import { Pressable, Text } from "react-native"
import { cn } from "@/lib/utils"

type Tone = "solid" | "ghost" | "outline"
type Scale = "sm" | "md" | "lg"

// Each table overrides some of the base classes, for some of its keys only: the
// winning class differs by tone, by size, or by both at once.
const byScale: Record<Scale, string> = {
  sm: "px-2 text-xs",
  md: "",
  lg: "px-6 py-3 text-lg",
}

const byTone: Record<Tone, string> = {
  solid: "bg-brand text-on-brand",
  ghost: "bg-transparent",
  outline: "border border-brand px-5",
}

const whenPressed: Record<Tone, string> = {
  solid: "bg-brand-deep",
  ghost: "bg-surface-deep",
  outline: "",
}

type TagProps = { tone?: Tone; size?: Scale; label: string; disabled?: boolean }

export function Tag({ tone = "solid", size = "md", label, disabled }: TagProps) {
  return (
    <Pressable
      disabled={disabled}
      className={(state) =>
        cn(
          "flex-row items-center px-4 py-2 rounded-md bg-surface",
          byScale[size],
          byTone[tone],
          state.pressed && whenPressed[tone],
          "disabled:opacity-50",
        )
      }
    >
      <Text className={cn("text-[15px] leading-5 text-ink font-medium", tone === "solid" && size !== "sm" && "font-semibold", byScale[size])}>{label}</Text>
    </Pressable>
  )
}
