import * as React from "react"
import { StyleSheet, Text, View } from "react-native"

type PinSlotProps = { char?: string; disabled?: boolean }

/** One slot of a PIN entry: its outline strong once it holds a character. */
export function PinSlot({ char, disabled = false }: PinSlotProps) {
  let outline = "#C7C7CC"
  let fill = "#FFFFFF"
  if (disabled) {
    outline = "#E5E5EA"
    fill = "#F2F2F7"
  } else if (char) {
    outline = "#1C1C1E"
  }
  return (
    <View style={[styles.slot, { borderColor: outline, backgroundColor: fill }]}>
      <Text style={styles.char}>{char}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  slot: { width: 40, height: 48, borderWidth: 1, borderRadius: 6, alignItems: "center", justifyContent: "center" },
  char: { fontSize: 20, fontWeight: "600", color: "#1C1C1E" },
})
