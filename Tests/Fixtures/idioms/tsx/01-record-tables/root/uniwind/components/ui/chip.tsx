import { cn } from "@/lib/utils"
import { Pressable, Text } from "react-native"

type ChipTone = "brand" | "muted"
type ChipSize = "compact" | "comfortable"

const toneClasses: Record<ChipTone, string> = {
  brand: "bg-brand",
  muted: "bg-muted",
}

const tonePressed: Record<ChipTone, string> = {
  brand: "bg-brand-strong",
  muted: "bg-muted-strong",
}

const sizeClasses: Record<ChipSize, string> = {
  compact: "h-7 px-2.5",
  comfortable: "h-9 px-3.5",
}

const labelTone: Record<ChipTone, string> = {
  brand: "text-on-brand",
  muted: "text-ink",
}

interface ChipProps extends React.ComponentProps<typeof Pressable> {
  variant?: ChipTone
  size?: ChipSize
  label: string
}

export function Chip({ variant = "muted", size = "compact", label, disabled, ...rest }: ChipProps) {
  return (
    <Pressable
      disabled={disabled}
      className={({ pressed }) =>
        cn("flex-row items-center rounded-lg", toneClasses[variant], sizeClasses[size], pressed && tonePressed[variant])
      }
      {...rest}
    >
      <Text className={cn("text-sm font-medium", labelTone[variant], disabled && "text-ink-faint")}>{label}</Text>
    </Pressable>
  )
}
