import { StyleSheet, Text, TouchableOpacity } from "react-native"

type ActionProps = { label: string; kind?: "solid" | "quiet"; size?: "regular" | "large"; busy?: boolean; disabled?: boolean }

// One table for the kinds, the sizes and their labels: `${kind}Label` picks a label style.
export function Action({ label, kind = "solid", size = "regular", busy = false, disabled = false }: ActionProps) {
  const inactive = disabled || busy
  return (
    <TouchableOpacity activeOpacity={0.6} disabled={inactive} style={[styles.frame, styles[kind], styles[size], inactive && styles.inactive]}>
      <Text style={[styles.label, styles[`${kind}Label`]]}>{label}</Text>
    </TouchableOpacity>
  )
}

const styles = StyleSheet.create({
  frame: { borderRadius: 12, alignItems: "center" },
  solid: { backgroundColor: "#1d4ed8" },
  quiet: { backgroundColor: "#eff6ff" },
  regular: { paddingVertical: 10, paddingHorizontal: 18 },
  large: { paddingVertical: 14, paddingHorizontal: 24 },
  inactive: { opacity: 0.4 },
  label: { fontSize: 15, fontWeight: "600" },
  solidLabel: { color: "#ffffff" },
  quietLabel: { color: "#1d4ed8" },
})
