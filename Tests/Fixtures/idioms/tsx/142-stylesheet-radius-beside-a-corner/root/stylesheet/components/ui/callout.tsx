import { StyleSheet, Text, View } from "react-native"
import { radius, useTheme } from "./theme"

const styles = StyleSheet.create({
  // A speech-bubble callout: rounded, but square where its tail would be.
  box: { borderRadius: radius.md, borderBottomLeftRadius: 2, paddingHorizontal: 12, paddingVertical: 8 },
  text: { fontSize: 14, lineHeight: 20 },
})

export function Callout({ text }: { text: string }) {
  const { colors } = useTheme()
  return (
    <View style={[styles.box, { backgroundColor: colors.surface, borderColor: colors.border, borderWidth: 1 }]}>
      <Text style={[styles.text, { color: colors.text }]}>{text}</Text>
    </View>
  )
}
