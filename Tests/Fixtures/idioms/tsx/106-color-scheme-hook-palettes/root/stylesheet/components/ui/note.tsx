import { StyleSheet, Text, View, useColorScheme } from "react-native"
import { dark, light, radius } from "./theme"

/** A note card that picks its palette itself from the system appearance. */
export function Note({ children }: { children: string }) {
  const palette = useColorScheme() === "dark" ? dark : light
  return (
    <View style={[styles.card, { backgroundColor: palette.surface, borderColor: palette.outline }]}>
      <Text style={{ color: palette.onSurface }}>{children}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  card: { borderRadius: radius.md, borderWidth: 1, padding: 16 },
})
