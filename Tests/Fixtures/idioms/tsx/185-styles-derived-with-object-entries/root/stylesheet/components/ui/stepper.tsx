import { Pressable, StyleSheet, Text } from "react-native"

type Size = "compact" | "roomy"

const scale = {
  compact: { height: 28, paddingHorizontal: 8, label: { fontSize: 12, lineHeight: 16 } },
  roomy: { height: 40, paddingHorizontal: 14, label: { fontSize: 16, lineHeight: 22 } },
}

// One box style and one label style per size, derived from the scale.
const boxes = StyleSheet.create(
  Object.fromEntries(Object.entries(scale).map(([size, { label, ...box }]) => [size, { ...box, borderRadius: 6 }])),
)
const labels = StyleSheet.create(
  Object.fromEntries(Object.keys(scale).map((size) => [size, scale[size as Size].label])),
)

export function Stepper({ size = "compact", title }: { size?: Size; title: string }) {
  return (
    <Pressable style={boxes[size]}>
      <Text style={labels[size]}>{title}</Text>
    </Pressable>
  )
}
