import { Pressable, Text } from "react-native"

type Size = "sm" | "lg"

// One row per size: the size, the frame's classes, a note, the label's classes.
const ROWS = [
  ["sm", "h-8 px-2 rounded-md", "compact", "text-xs"],
  ["lg", "h-12 px-4 rounded-lg", "roomy", "text-base"],
] as const

const frame = Object.fromEntries(ROWS.map(([size, box]) => [size, box])) as Record<Size, string>
const label = Object.fromEntries(ROWS.map(([size, , , text]) => [size, text])) as Record<Size, string>

export function Tile({ size = "sm", title }: { size?: Size; title: string }) {
  return (
    <Pressable className={frame[size]}>
      <Text className={label[size]}>{title}</Text>
    </Pressable>
  )
}
