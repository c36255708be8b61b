import { cn } from "cn"
import * as ButtonPrimitive from "@/components/primitives/button"
import { resolveClassName } from "@/components/primitives/use-render"

type ButtonVariant = "default" | "secondary" | "destructive" | "ghost"
type ButtonSize = "sm" | "default" | "lg"

const rootVariant: Record<ButtonVariant, string> = {
  default: "bg-accent",
  secondary: "bg-control",
  destructive: "bg-danger",
  ghost: "",
}

const rootPressed: Record<ButtonVariant, string> = {
  default: "bg-accent-pressed",
  secondary: "bg-control-pressed",
  destructive: "bg-danger-pressed",
  ghost: "bg-control",
}

const rootSize: Record<ButtonSize, string> = {
  sm: "h-8 px-3",
  default: "h-11 px-4",
  lg: "h-[52px] px-5",
}

const textVariant: Record<ButtonVariant, string> = {
  default: "text-on-accent",
  secondary: "text-label",
  destructive: "text-on-accent",
  ghost: "text-label",
}

const textSize: Record<ButtonSize, string> = {
  sm: "text-sm",
  default: "text-base",
  lg: "text-lg",
}

type ButtonProps = React.ComponentProps<typeof ButtonPrimitive.Root> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

function Button({
  className,
  variant = "default",
  size = "default",
  children,
  ...props
}: ButtonProps) {
  return (
    <ButtonPrimitive.Root
      className={(state) =>
        cn(
          "flex-row items-center gap-2 rounded-md",
          rootVariant[variant],
          rootSize[size],
          state.pressed && rootPressed[variant],
          state.disabled && "bg-control-disabled",
          resolveClassName(className, state)
        )
      }
      {...props}
    >
      <ButtonPrimitive.Text
        className={(state) =>
          cn(
            "font-semibold",
            textSize[size],
            textVariant[variant],
            state.disabled && "text-label-quaternary"
          )
        }
      >
        {children}
      </ButtonPrimitive.Text>
    </ButtonPrimitive.Root>
  )
}

export { Button }
