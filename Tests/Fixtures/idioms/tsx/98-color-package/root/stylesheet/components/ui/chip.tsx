import * as React from "react"
import { Pressable, StyleSheet, Text } from "react-native"
import Color from "color"
import { useTheme } from "@/components/ui/theme"

type ChipProps = { label: string; disabled?: boolean; onPress?: () => void }

// State colors made with the `color` package from the theme's colors.
export function Chip({ label, disabled = false, onPress }: ChipProps) {
  const { colors } = useTheme()
  const pressedFill = Color(colors.accent).darken(0.2).hex()
  const outline = Color(colors.accent).mix(Color("#ffffff"), 0.5).string()
  return (
    <Pressable
      disabled={disabled}
      onPress={onPress}
      style={({ pressed }) => [
        styles.chip,
        { borderColor: outline, backgroundColor: pressed ? pressedFill : colors.accent },
      ]}
    >
      <Text style={[styles.label, { color: disabled ? Color(colors.text).fade(0.62).rgb().string() : colors.surface }]}>{label}</Text>
    </Pressable>
  )
}

const styles = StyleSheet.create({
  chip: { paddingHorizontal: 12, paddingVertical: 6, borderRadius: 8, borderWidth: 1 },
  label: { fontSize: 14, lineHeight: 20 },
})
