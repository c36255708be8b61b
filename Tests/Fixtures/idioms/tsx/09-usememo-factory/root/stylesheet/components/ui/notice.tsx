import * as React from "react"
import { StyleSheet, Text, View } from "react-native"
import { type Palette, fontSize, radius, useTheme } from "@/components/ui/theme"

// Styles made from the palette, once per palette.
const makeStyles = (colors: Palette) =>
  StyleSheet.create({
    container: {
      flexDirection: "column",
      gap: 6,
      padding: 12,
      borderRadius: radius.sm,
      backgroundColor: colors.surface,
      borderWidth: 1,
      borderColor: colors.border,
    },
    message: { ...fontSize.sm, color: colors.textMuted },
  })

export function Notice({ message }: { message: string }) {
  const theme = useTheme()
  const styles = React.useMemo(() => makeStyles(theme.colors), [theme.colors])
  return (
    <View style={styles.container}>
      <Text style={styles.message}>{message}</Text>
    </View>
  )
}
