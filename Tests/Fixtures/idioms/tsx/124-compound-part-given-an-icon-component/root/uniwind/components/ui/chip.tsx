import type { ComponentType, ReactNode } from "react"
import { Pressable, Text } from "react-native"

type GlyphType = ComponentType<{ size?: number; color?: string }>

/** A filter chip; callers compose its icon and label. */
export function Chip({ children }: { children?: ReactNode }) {
  return <Pressable className="flex-row items-center gap-1.5 rounded-full border border-separator px-3 h-8">{children}</Pressable>
}

/** The chip's leading icon: whatever icon component the caller passes `as`. */
export function ChipIcon({ as: Glyph }: { as: GlyphType }) {
  return <Glyph size={14} />
}

export function ChipLabel({ children }: { children?: ReactNode }) {
  return <Text className="text-sm text-label">{children}</Text>
}
