import * as React from "react"
import { StyleSheet, View } from "react-native"

const BARS = [1, 2, 3, 4]

function barColor(lit: boolean): string {
  if (!lit) return "#D1D1D6"
  return "#34C759"
}

/** Four signal bars, lit up to the strength the app reports. */
export function SignalBars({ strength }: { strength: number }) {
  return (
    <View style={styles.row}>
      {BARS.map((bar) => (
        <View key={bar} style={[styles.bar, { height: 4 + bar * 3, backgroundColor: barColor(bar <= strength) }]} />
      ))}
    </View>
  )
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "flex-end", gap: 2 },
  bar: { width: 3, borderRadius: 1 },
})
