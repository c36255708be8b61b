import * as React from "react"
import { StyleSheet, View } from "react-native"

type PageDotsProps = { pages: number; active: number }

/** A carousel's page dots: the active page's dot long and dark. */
export function PageDots({ pages, active }: PageDotsProps) {
  const dots = Array.from({ length: pages }, (_, page) => page)
  return (
    <View style={styles.row}>
      {dots.map((page) => (
        <View key={page} style={[styles.dot, page === active && styles.activeDot]} />
      ))}
    </View>
  )
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", gap: 6 },
  dot: { width: 6, height: 6, borderRadius: 3, backgroundColor: "#C7C7CC" },
  activeDot: { width: 18, backgroundColor: "#1C1C1E" },
})
