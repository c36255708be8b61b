import * as React from "react"
import { StyleSheet, Text, View } from "react-native"

type PageDotsProps = { label: string }

const styles = StyleSheet.create({
  root: { alignItems: "center", gap: 8 },
  caption: { fontSize: 12, color: "#8E8E93" },
  dotRow: { flexDirection: "row", gap: 6, paddingVertical: 4 },
  dot: { width: 6, height: 6, borderRadius: 3, backgroundColor: "#C7C7CC" },
})

function PageDots({ label }: PageDotsProps) {
  return (
    <View style={styles.root}>
      <Text style={styles.caption}>{label}</Text>
      <View style={styles.dotRow}>
        <View style={styles.dot} />
      </View>
    </View>
  )
}

export { PageDots }
