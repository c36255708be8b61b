import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "cn"
import * as BadgePrimitive from "@/components/primitives/badge"
import { resolveClassName } from "@/components/primitives/use-render"

// The badge's variants are cva tables: one for the pill, one for its text.
const badgeVariants = cva("flex-row items-center px-2 py-0.5 rounded-full", {
  variants: {
    variant: {
      default: "bg-accent",
      secondary: "bg-control",
      destructive: "bg-danger",
      outline: "border border-separator",
    },
  },
  defaultVariants: { variant: "default" },
})

const badgeTextVariants = cva("text-xs font-semibold", {
  variants: {
    variant: {
      default: "text-on-accent",
      secondary: "text-label",
      destructive: "text-on-accent",
      outline: "text-label",
    },
  },
  defaultVariants: { variant: "default" },
})

type BadgeProps = React.ComponentProps<typeof BadgePrimitive.Root> & VariantProps<typeof badgeVariants>

// A small status pill.
function Badge({ className, variant, children, ...props }: BadgeProps) {
  return (
    <BadgePrimitive.Root
      className={(state) => cn(badgeVariants({ variant }), resolveClassName(className, state))}
      {...props}
    >
      <BadgePrimitive.Text className={badgeTextVariants({ variant })}>{children}</BadgePrimitive.Text>
    </BadgePrimitive.Root>
  )
}

export { Badge, badgeVariants }
