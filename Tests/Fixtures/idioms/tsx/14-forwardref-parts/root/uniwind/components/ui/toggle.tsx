import * as React from "react"
import * as TogglePrimitive from "@rn-primitives/switch"
import { cn } from "@/lib/utils"

type ToggleProps = React.ComponentPropsWithoutRef<typeof TogglePrimitive.Root> & { size?: "sm" | "md" }

const Toggle = React.forwardRef<React.ElementRef<typeof TogglePrimitive.Root>, ToggleProps>(
  ({ className, size = "md", ...props }, ref) => (
    <TogglePrimitive.Root
      ref={ref}
      className={cn(
        "flex-row items-center rounded-full bg-track data-[state=checked]:bg-track-on",
        size === "sm" ? "h-5 w-9" : "h-7 w-12",
        props.disabled && "opacity-50",
        className,
      )}
      {...props}
    >
      {/* The knob */}
      <TogglePrimitive.Thumb className={cn("rounded-full bg-knob", size === "sm" ? "size-4" : "size-6")} />
    </TogglePrimitive.Root>
  ),
)
Toggle.displayName = "Toggle"

export { Toggle }
