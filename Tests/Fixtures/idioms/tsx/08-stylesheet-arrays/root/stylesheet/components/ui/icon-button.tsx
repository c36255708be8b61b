import { Pressable, StyleSheet, Text } from "react-native"
import { fontSize, radius, useTheme } from "@/components/ui/theme"

const styles = StyleSheet.create({
  base: { flexDirection: "row", alignItems: "center", justifyContent: "center", borderRadius: radius.md },
  outlined: { borderWidth: StyleSheet.hairlineWidth, borderColor: "#d1d1d6" },
  label: { fontWeight: "500" },
})

const sizes = StyleSheet.create({
  small: { height: 32, paddingHorizontal: 10, gap: 4 },
  large: { height: 48, paddingHorizontal: 16, gap: 8 },
})

type Props = { size?: keyof typeof sizes; outlined?: boolean; disabled?: boolean; label: string }

export function IconButton({ size = "small", outlined = true, disabled, label }: Props) {
  const { colors } = useTheme()
  return (
    <Pressable
      disabled={disabled}
      style={({ pressed }) => [
        styles.base,
        sizes[size],
        outlined && styles.outlined,
        { backgroundColor: pressed ? colors.accentPressed : colors.accent },
        disabled ? { opacity: 0.5 } : null,
      ]}
    >
      <Text style={StyleSheet.compose(styles.label, [size === "large" ? fontSize.md : fontSize.sm, { color: colors.surface }])}>{label}</Text>
    </Pressable>
  )
}
