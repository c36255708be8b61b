import { cn } from "cn"
import * as BadgePrimitive from "@/components/primitives/badge"
import { resolveClassName } from "@/components/primitives/use-render"

type BadgeVariant = "default" | "secondary" | "destructive" | "outline"

const rootVariant: Record<BadgeVariant, string> = {
  default: "bg-accent",
  secondary: "bg-control",
  destructive: "bg-danger",
  outline: "border border-separator",
}

const textVariant: Record<BadgeVariant, string> = {
  default: "text-on-accent",
  secondary: "text-label",
  destructive: "text-on-accent",
  outline: "text-label",
}

type BadgeProps = React.ComponentProps<typeof BadgePrimitive.Root> & {
  variant?: BadgeVariant
}

// A small status pill.
function Badge({ className, variant = "default", children, ...props }: BadgeProps) {
  return (
    <BadgePrimitive.Root
      className={(state) =>
        cn(
          "flex-row items-center px-2 py-0.5 rounded-full",
          rootVariant[variant],
          resolveClassName(className, state)
        )
      }
      {...props}
    >
      <BadgePrimitive.Text
        className={(state) => cn("text-xs font-semibold", textVariant[variant])}
      >
        {children}
      </BadgePrimitive.Text>
    </BadgePrimitive.Root>
  )
}

export { Badge }
