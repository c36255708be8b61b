import { StyleSheet, Text, View } from "react-native"
import { spacing, useTheme } from "./theme"

type Size = "sm" | "lg"

const INSET: Record<Size, number> = { sm: spacing[1.5], lg: spacing[3] }

/** A callout whose inset and gap are steps of a numbered spacing scale. */
export function Callout({ size = "sm", text }: { size?: Size; text: string }) {
  const { colors } = useTheme()
  return (
    <View style={[styles.root, { padding: INSET[size], backgroundColor: colors.surface }]}>
      <Text style={[styles.text, { color: colors.ink }]}>{text}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  root: { flexDirection: "row", gap: spacing[0.5], borderRadius: 8 },
  text: { fontSize: 14 },
})
