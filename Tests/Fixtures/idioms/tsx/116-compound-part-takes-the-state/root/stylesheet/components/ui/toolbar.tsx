import * as React from "react"
import { Pressable, StyleSheet, Text, View, type ViewProps } from "react-native"
import { space, useTheme } from "./theme"

function ToolbarFrame(props: ViewProps) {
  return <View style={styles.frame} {...props} />
}

/** A labelled button of the toolbar; the caller disables it on its own. */
function ToolbarButton({ label, disabled }: { label: string; disabled?: boolean }) {
  const { colors } = useTheme()
  return (
    <Pressable disabled={disabled} style={styles.button}>
      <Text style={{ fontSize: 13, color: disabled ? colors.muted : colors.accent }}>{label}</Text>
    </Pressable>
  )
}

export const Toolbar = Object.assign(ToolbarFrame, { Button: ToolbarButton })

const styles = StyleSheet.create({
  frame: { flexDirection: "row", gap: space.sm, padding: space.md },
  button: { paddingHorizontal: space.lg },
})
