import * as React from "react"
import { StyleSheet, Text, View } from "react-native"
import { space, useTheme } from "./theme"

/** Sets how large the keycaps below it are. */
function KeycapScale({ children }: { children: React.ReactNode }) {
  return <>{children}</>
}

function KeycapLabel({ children }: { children: React.ReactNode }) {
  const { colors } = useTheme()
  return <Text style={{ fontSize: 12, color: colors.text }}>{children}</Text>
}

const KeycapBase = React.forwardRef<View, { label: string }>(function Keycap({ label }, ref) {
  const { colors } = useTheme()
  return (
    <View ref={ref} style={[styles.cap, { borderColor: colors.muted }]}>
      <KeycapLabel>{label}</KeycapLabel>
    </View>
  )
})

export const Keycap = Object.assign(KeycapBase, { Label: KeycapLabel, Scale: KeycapScale })

const styles = StyleSheet.create({
  cap: { borderWidth: 1, borderRadius: space.sm, paddingHorizontal: space.sm, minWidth: 24 },
})
