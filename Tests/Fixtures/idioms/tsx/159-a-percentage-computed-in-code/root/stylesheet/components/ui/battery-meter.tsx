import * as React from "react"
import { StyleSheet, View } from "react-native"

type BatteryMeterProps = { level?: number; low?: boolean }

/** A charge gauge: a rounded tank and the charge filling it from the left. */
export function BatteryMeter({ level = 0.5, low = false }: BatteryMeterProps) {
  const share = Math.max(0, Math.min(1, level)) * 100
  return (
    <View style={styles.tank}>
      <View style={[styles.charge, low && styles.chargeLow, { width: `${share}%` }]} />
    </View>
  )
}

const styles = StyleSheet.create({
  tank: { height: 10, borderRadius: 5, backgroundColor: "#E5E5EA", overflow: "hidden" },
  charge: { height: "100%", backgroundColor: "#34C759" },
  chargeLow: { backgroundColor: "#FF3B30" },
})
