import { Pressable, StyleSheet, Text, View } from "react-native"
import { useTheme } from "./theme"

/** A pill: the Pressable only wraps; the View inside, styled as the root, is what shows. */
export function Pill({ label }: { label: string }) {
  const { colors } = useTheme()
  return (
    <Pressable accessibilityRole="button">
      <View style={[sheet.root, { backgroundColor: colors.fill }]}>
        <Text style={{ color: colors.ink }}>{label}</Text>
      </View>
    </Pressable>
  )
}

const sheet = StyleSheet.create({
  root: { borderRadius: 999, paddingHorizontal: 12, height: 28 },
})
