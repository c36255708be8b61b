import { StyleSheet, Text, View } from "react-native"
import { type ColorName, fontSize, radius, shadow, useTheme } from "@/components/ui/theme"

type Tone = "info" | "success" | "danger"

const toneColor: Record<Tone, ColorName> = { info: "info", success: "success", danger: "danger" }
const toneSurface: Record<Tone, ColorName> = { info: "infoSurface", success: "successSurface", danger: "dangerSurface" }

const styles = StyleSheet.create({
  pill: { flexDirection: "row", paddingHorizontal: 8, paddingVertical: 2, borderRadius: radius.full, ...shadow.sm },
  text: { ...fontSize.xs, fontWeight: "bold", letterSpacing: 0.24 },
})

export function Status({ tone = "info", children }: { tone?: Tone; children: React.ReactNode }) {
  const { colors } = useTheme()
  return (
    <View style={[styles.pill, { backgroundColor: colors[toneSurface[tone]] }]}>
      <Text style={[styles.text, { color: colors[toneColor[tone]] }]}>{children}</Text>
    </View>
  )
}
