import { StyleSheet, Text, View } from "react-native"
import { fontSize, radius, useTheme } from "./theme"

export function Note({ children }: { children: string }) {
  const { colors } = useTheme()
  return (
    <View style={[styles.box, { backgroundColor: colors.surface }]}>
      <Text style={[fontSize.caption, { color: colors.ink }]}>{children}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  box: { borderRadius: radius.lg, padding: 8 },
})
