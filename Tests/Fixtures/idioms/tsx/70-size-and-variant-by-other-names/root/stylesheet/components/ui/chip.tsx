import { Pressable, StyleSheet, Text } from "react-native"

// The size is `density` (its values are a size scale) and the variant `emphasis` (a name
// parity.json's `variantParameters` lists): neither is called size or variant.
type Density = "compact" | "regular" | "large"
type Emphasis = "high" | "low"

type ChipProps = { label: string; emphasis?: Emphasis; density?: Density; disabled?: boolean }

const heights: Record<Density, number> = { compact: 24, regular: 32, large: 40 }
const fills: Record<Emphasis, string> = { high: "#1f5eff", low: "#eef1f6" }
const inks: Record<Emphasis, string> = { high: "#ffffff", low: "#1b1e24" }

export function Chip({ label, emphasis = "low", density = "regular", disabled }: ChipProps) {
  return (
    <Pressable disabled={disabled} style={[styles.root, { height: heights[density], backgroundColor: fills[emphasis] }, disabled && styles.off]}>
      <Text style={[styles.label, { color: inks[emphasis] }, density === "compact" && { fontSize: 12 }]}>{label}</Text>
    </Pressable>
  )
}

const styles = StyleSheet.create({
  root: { flexDirection: "row", alignItems: "center", paddingHorizontal: 12, borderRadius: 999 },
  off: { opacity: 0.4 },
  label: { fontSize: 14, fontWeight: "500" },
})
