import * as React from "react"
import { StyleSheet, View } from "react-native"
import { useTheme } from "@/components/ui/theme"

type StatusDotProps = { color?: string; diameter?: number; muted?: boolean; hidden?: boolean }

// The caller's color and size where given, else the theme's accent and 8 points: `||` falls back.
export function StatusDot({ color, diameter, muted, hidden }: StatusDotProps) {
  const { colors } = useTheme()
  const fill = color || colors.accent
  const size = diameter || 8
  // A Boolean `||` of props callers may set is no fallback value.
  const faded = muted || hidden
  return (
    <View
      style={[
        styles.dot,
        { backgroundColor: fill, width: size, height: size, borderRadius: size / 2, opacity: faded ? 0.4 : 1 },
      ]}
    />
  )
}

const styles = StyleSheet.create({
  dot: { borderWidth: 1, borderColor: "#ffffff" },
})
