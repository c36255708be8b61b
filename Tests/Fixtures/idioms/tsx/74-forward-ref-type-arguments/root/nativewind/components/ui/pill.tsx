import * as React from "react"
import { Pressable, Text, View } from "react-native"
import { cn } from "@/lib/utils"

type PillProps = React.ComponentPropsWithoutRef<typeof Pressable> & {
  size?: "sm" | "lg"
  emphasis?: "strong" | "soft"
  label: string
}

// The props are typed only by forwardRef's type arguments (the arrow's parameter has none).
const Pill = React.memo(
  React.forwardRef<View, PillProps>(({ size = "sm", emphasis = "strong", label, className, ...props }, ref) => (
    <Pressable
      ref={ref}
      className={cn("rounded-full", emphasis === "soft" ? "bg-brand-soft" : "bg-brand", size === "sm" ? "h-6 px-2" : "h-8 px-3", className)}
      {...props}
    >
      <Text className={cn("text-xs", emphasis === "soft" ? "text-brand" : "text-white")}>{label}</Text>
    </Pressable>
  ))
)
Pill.displayName = "Pill"

export { Pill }
