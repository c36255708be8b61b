import { StyleSheet, Text, View } from "react-native"
import { radius, useTheme } from "./theme"

const styles = StyleSheet.create({
  bubble: { maxWidth: 240, minHeight: 32, borderRadius: radius.md, paddingHorizontal: 12, paddingVertical: 8 },
})

/** A hint bubble: it wraps its text once it reaches its cap. */
export function Hint({ text }: { text: string }) {
  const { colors } = useTheme()
  return (
    <View style={[styles.bubble, { backgroundColor: colors.text }]}>
      <Text style={{ color: colors.surface }}>{text}</Text>
    </View>
  )
}
