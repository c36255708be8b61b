import * as React from "react"
import { StyleSheet, View } from "react-native"

const palette = { brand: "#3355FF", ink: "#111318", idle: "#DDE1E8" }

type Tone = "brand" | "ink"

const toneColor: Record<Tone, keyof typeof palette> = { brand: "brand", ink: "ink" }

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "flex-end", gap: 2 },
  bar: { width: 4, borderRadius: 2 },
})

type SignalBarsProps = { tone?: Tone; level: number }

/** Reception as four bars, all lit in the tone once the level is good. */
function SignalBars({ tone = "brand", level }: SignalBarsProps) {
  const lit = palette[toneColor[tone]]
  return (
    <View style={styles.row}>
      {[0, 1, 2, 3].map((i) => (
        <View key={i} style={[styles.bar, { backgroundColor: level > 2 ? lit : palette.idle }]} />
      ))}
    </View>
  )
}

export { SignalBars }
