import { Pressable, StyleSheet, Text } from "react-native"
import { palette } from "@/components/ui/palette"

type Kind = "info" | "danger" | "quiet"
type Size = "sm" | "lg"

const box = StyleSheet.create({
  base: { flexDirection: "row", paddingHorizontal: 12, paddingVertical: 8, borderRadius: 6, backgroundColor: palette.surface },
  sm: { paddingHorizontal: 8 },
  lg: { paddingHorizontal: 20, paddingVertical: 12, borderRadius: 10 },
})

const fill: Record<Kind, string | undefined> = { info: palette.brand, danger: palette.danger, quiet: undefined }
const ink: Record<Kind, string> = { info: palette.onBrand, danger: palette.onBrand, quiet: palette.ink }

type NoticeProps = { kind?: Kind; size?: Size; text: string }

// Later entries of a style array win; a table entry that is undefined sets nothing.
export function Notice({ kind = "info", size = "sm", text }: NoticeProps) {
  return (
    <Pressable
      style={({ pressed }) => [
        box.base,
        box[size],
        fill[kind] !== undefined && { backgroundColor: fill[kind] },
        pressed && { opacity: 0.8 },
        kind === "danger" && size === "lg" && { borderRadius: 0 },
      ]}
    >
      <Text style={[{ color: ink[kind], fontSize: 14 }, size === "lg" && { fontSize: 16 }]}>{text}</Text>
    </Pressable>
  )
}
