import * as React from "react"
import { StyleSheet, Text, View } from "react-native"
import type { LucideIcon } from "lucide-react-native"

/** A feature line: its icon in a tinted circle, then its title. */
export function FeatureRow({ icon: Icon, title }: { icon: LucideIcon; title: string }) {
  return (
    <View style={styles.row}>
      <View style={styles.iconCircle}>
        <Icon size={16} color="#0A84FF" />
      </View>
      <Text style={styles.title}>{title}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", gap: 12 },
  iconCircle: { width: 32, height: 32, borderRadius: 16, backgroundColor: "#E8F2FF", alignItems: "center", justifyContent: "center" },
  title: { fontSize: 15, color: "#1C1C1E" },
})
