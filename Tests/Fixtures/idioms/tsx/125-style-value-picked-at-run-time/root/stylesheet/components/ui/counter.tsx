import { StyleSheet, Text, View } from "react-native"
import { fontSize, radius, useTheme } from "./theme"

const styles = StyleSheet.create({
  root: { paddingHorizontal: 8, paddingVertical: 2, borderRadius: radius.full, borderWidth: 1 },
  count: { ...fontSize.sm, fontWeight: "600" },
})

export interface CounterProps {
  count: number
  limit: number
}

/** A count beside its limit: muted until the limit is reached, then in the accent color. */
export function Counter({ count, limit }: CounterProps) {
  const { colors } = useTheme()
  const reached = count >= limit
  const tone = {
    borderColor: reached ? colors.accent : colors.border,
    color: reached ? colors.accent : colors.textMuted,
  }
  return (
    <View style={[styles.root, { borderColor: tone.borderColor }]}>
      <Text style={[styles.count, { color: tone.color }]}>
        {count}/{limit}
      </Text>
    </View>
  )
}
