import { Pressable, StyleSheet, Text, View } from "react-native"
import { ChevronRight } from "lucide-react-native"

type Glyph = React.ComponentType<{ size?: number; color?: string }>

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", gap: 12, paddingHorizontal: 16, minHeight: 48 },
  icon: { width: 24, height: 24, alignItems: "center", justifyContent: "center" },
  label: { flex: 1, fontSize: 16, color: "#111827" },
})

export function NavRow({ label, Leading }: { label: string; Leading: Glyph }) {
  return (
    <Pressable style={styles.row}>
      <View style={styles.icon}>
        <Leading size={20} color="#4b5563" />
      </View>
      <Text style={styles.label}>{label}</Text>
      <ChevronRight size={16} color="#9ca3af" />
    </Pressable>
  )
}
