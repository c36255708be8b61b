import { StyleSheet, Text, View, type TextStyle, type ViewStyle } from "react-native"
import { fontSize, useTheme } from "@/components/ui/theme"

const base: ViewStyle = { flexDirection: "row", alignItems: "flex-end", paddingHorizontal: 16 }

const densities: Record<"regular" | "compact", ViewStyle> = {
  regular: { paddingTop: 24, paddingBottom: 8 },
  compact: { paddingTop: 12, paddingBottom: 4 },
}

const title: TextStyle = { ...fontSize.sm, fontWeight: "600", textTransform: "uppercase" }

export default function SectionHeader(props: { size?: "regular" | "compact"; label: string }) {
  const { colors } = useTheme()
  const size = props.size ?? "regular"
  const container = StyleSheet.flatten([{ ...base, ...densities[size] }, { backgroundColor: colors.surface }])
  return (
    <View style={container}>
      <Text style={{ ...title, color: colors.textMuted }}>{props.label}</Text>
    </View>
  )
}
