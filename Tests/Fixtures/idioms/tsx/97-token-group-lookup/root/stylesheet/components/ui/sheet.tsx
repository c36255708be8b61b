import * as React from "react"
import { StyleSheet, Text, View } from "react-native"
import { radius, useTheme } from "@/components/ui/theme"

type SheetProps = { title: string; raised?: boolean }

// The surface color is the elevation group's level, looked up by a key built from a number.
export function Sheet({ title, raised = false }: SheetProps) {
  const { colors } = useTheme()
  const level = raised ? 3 : 1
  return (
    <View style={[styles.sheet, { backgroundColor: colors.elevation[`level${level}`] }]}>
      <Text style={[styles.title, { color: colors.text }]}>{title}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  sheet: { padding: 16, borderRadius: radius.md },
  title: { fontSize: 16, lineHeight: 24 },
})
