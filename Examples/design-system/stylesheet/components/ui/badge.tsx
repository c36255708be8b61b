import { StyleSheet } from "react-native"
import * as BadgePrimitive from "@/components/primitives/badge"
import { type ColorName, fontSize, radius, useTheme } from "@/components/ui/theme"

type BadgeVariant = "default" | "secondary" | "destructive" | "outline"

const styles = StyleSheet.create({
  root: {
    flexDirection: "row",
    alignItems: "center",
    paddingHorizontal: 8,
    paddingVertical: 2,
    borderRadius: radius.full,
  },
  text: { ...fontSize.xs, fontWeight: "600" },
})

// Outline badges have no fill, only a hairline border.
const background: Record<BadgeVariant, ColorName | undefined> = {
  default: "accent",
  secondary: "control",
  destructive: "danger",
  outline: undefined,
}

const foreground: Record<BadgeVariant, ColorName> = {
  default: "onAccent",
  secondary: "label",
  destructive: "onAccent",
  outline: "label",
}

type BadgeProps = React.ComponentProps<typeof BadgePrimitive.Root> & {
  variant?: BadgeVariant
}

function Badge({ style, variant = "default", children, ...props }: BadgeProps) {
  const { colors } = useTheme()
  return (
    <BadgePrimitive.Root
      style={[
        styles.root,
        background[variant] && { backgroundColor: colors[background[variant]] },
        variant === "outline" && { borderWidth: 1, borderColor: colors.separator },
        style,
      ]}
      {...props}
    >
      <BadgePrimitive.Text style={[styles.text, { color: colors[foreground[variant]] }]}>
        {children}
      </BadgePrimitive.Text>
    </BadgePrimitive.Root>
  )
}

export { Badge }
