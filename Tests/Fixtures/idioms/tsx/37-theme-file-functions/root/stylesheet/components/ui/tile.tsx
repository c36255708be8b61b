import { StyleSheet, Text, View } from "react-native"
import { fontSize, radius, step, hairline, useTheme } from "@/components/ui/theme"

type TileProps = { size?: "sm" | "md"; title: string }

const frame = StyleSheet.create({
  sm: { padding: step(2), gap: step(1), borderRadius: radius.sm },
  md: { padding: step(4), gap: step(2), borderRadius: radius.md },
})

export function Tile({ size = "md", title }: TileProps) {
  const { colors } = useTheme()
  return (
    <View style={[frame[size], { backgroundColor: colors.paper, borderWidth: hairline, borderColor: colors.line }]}>
      <Text style={[size === "sm" ? fontSize.sm : fontSize.md, { color: colors.ink }]}>{title}</Text>
    </View>
  )
}
