import React from "react"
import { StyleSheet, Text, View } from "react-native"
import { space, useTheme } from "@/components/ui/theme"

export interface TagProps {
  label: string
  /** The tag's padding step: three of the theme's five. */
  size?: "sm" | "md" | "lg"
  tone?: "neutral" | "accent"
}

// The props' type is given by the component's type, not on its parameter.
export const Tag: React.FC<TagProps> = ({ label, size = "md", tone = "neutral" }) => {
  const { colors } = useTheme()
  return (
    <View style={[styles.tag, { padding: space[size], backgroundColor: tone === "accent" ? colors.accent : colors.muted }]}>
      <Text style={[styles.label, { color: colors.text }]}>{label}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  tag: { borderRadius: 6 },
  label: { fontSize: 12, lineHeight: 16 },
})
