import { StyleSheet, type TextStyle, type ViewStyle } from "react-native"
import * as ButtonPrimitive from "@/components/primitives/button"
import { type ColorName, fontSize, radius, useTheme } from "@/components/ui/theme"

type ButtonVariant = "default" | "secondary" | "destructive" | "ghost"
type ButtonSize = "sm" | "default" | "lg"

const styles = StyleSheet.create({
  root: { flexDirection: "row", alignItems: "center", gap: 8, borderRadius: radius.md },
  text: { fontWeight: "600" },
})

const rootSize: Record<ButtonSize, ViewStyle> = {
  sm: { height: 32, paddingHorizontal: 12 },
  default: { height: 44, paddingHorizontal: 16 },
  lg: { height: 52, paddingHorizontal: 20 },
}

const textSize: Record<ButtonSize, TextStyle> = {
  sm: fontSize.sm,
  default: fontSize.base,
  lg: fontSize.lg,
}

// Ghost buttons have no resting fill.
const background: Record<ButtonVariant, ColorName | undefined> = {
  default: "accent",
  secondary: "control",
  destructive: "danger",
  ghost: undefined,
}

const pressed: Record<ButtonVariant, ColorName> = {
  default: "accentPressed",
  secondary: "controlPressed",
  destructive: "dangerPressed",
  ghost: "control",
}

const foreground: Record<ButtonVariant, ColorName> = {
  default: "onAccent",
  secondary: "label",
  destructive: "onAccent",
  ghost: "label",
}

type ButtonProps = React.ComponentProps<typeof ButtonPrimitive.Root> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

function Button({ style, variant = "default", size = "default", children, ...props }: ButtonProps) {
  const { colors } = useTheme()
  return (
    <ButtonPrimitive.Root
      style={(state) => [
        styles.root,
        rootSize[size],
        background[variant] && { backgroundColor: colors[background[variant]] },
        state.pressed && { backgroundColor: colors[pressed[variant]] },
        state.disabled && { backgroundColor: colors.controlDisabled },
        typeof style === "function" ? style(state) : style,
      ]}
      {...props}
    >
      <ButtonPrimitive.Text
        style={(state) => [
          styles.text,
          textSize[size],
          { color: state.disabled ? colors.labelQuaternary : colors[foreground[variant]] },
        ]}
      >
        {children}
      </ButtonPrimitive.Text>
    </ButtonPrimitive.Root>
  )
}

export { Button }
