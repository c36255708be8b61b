import { StyleSheet, Text, View } from "react-native"

type Glyph = React.ComponentType<{ size?: number; color?: string }>

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", gap: 12, padding: 12 },
  badge: { width: 32, height: 32, borderRadius: 8, backgroundColor: "#fde8e8", alignItems: "center", justifyContent: "center" },
  title: { fontSize: 15, color: "#1f2937" },
})

/** The glyph of the row, on its tinted square. */
function AlertRowIcon({ glyph: G }: { glyph: Glyph }) {
  return (
    <View style={styles.badge}>
      <G size={18} color="#c81e1e" />
    </View>
  )
}

export function AlertRow({ title, glyph }: { title: string; glyph: Glyph }) {
  return (
    <View style={styles.row}>
      <AlertRowIcon glyph={glyph} />
      <Text style={styles.title}>{title}</Text>
    </View>
  )
}
