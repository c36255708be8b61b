import { Pressable, StyleSheet, Text, View } from "react-native"
import { fontSize, useTheme } from "./theme"

const styles = StyleSheet.create({
  root: { flexDirection: "row", alignItems: "center", paddingVertical: 12, paddingHorizontal: 16 },
  text: { flex: 1, gap: 2 },
  title: { ...fontSize.md, fontWeight: "500" },
  subtitle: { ...fontSize.sm },
})

/** A settings row: a title with an optional subtitle under it. */
export function Row({ title, subtitle }: { title: string; subtitle?: string }) {
  const { colors } = useTheme()
  return (
    <Pressable style={styles.root}>
      <View style={styles.text}>
        <Text style={[styles.title, { color: colors.text }]}>{title}</Text>
        {subtitle ? <Text style={[styles.subtitle, { color: colors.textMuted }]}>{subtitle}</Text> : null}
      </View>
    </Pressable>
  )
}
