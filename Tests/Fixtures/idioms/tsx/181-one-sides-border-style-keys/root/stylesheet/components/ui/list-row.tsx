import * as React from "react"
import { StyleSheet, Text, View } from "react-native"

type ListRowProps = { title: string; current?: boolean }

/** A row of a settings list: a hairline under it, a bar on its leading side while it is the current one. */
export function ListRow({ title, current = false }: ListRowProps) {
  return (
    <View style={[styles.row, current && styles.current]}>
      <Text style={styles.title}>{title}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  row: { paddingHorizontal: 16, paddingVertical: 12, borderBottomWidth: StyleSheet.hairlineWidth, borderBottomColor: "#C6C6C8" },
  current: { borderLeftWidth: 3, borderLeftColor: "#007AFF" },
  title: { fontSize: 17, color: "#000000" },
})
