import * as React from "react"
import { Pressable, Text } from "react-native"
import { ChevronDown } from "lucide-react-native"
import { withUniwind } from "uniwind"

// The glyph draws with its `color` prop: Uniwind fills it from `colorClassName`.
const Chevron = withUniwind(ChevronDown)

const glyphTone = { quiet: "accent-faint", loud: "accent-brand" } as const

export function Disclosure({ tone = "quiet", title }: { tone?: keyof typeof glyphTone; title: string }) {
  return (
    <Pressable className="flex-row items-center gap-2">
      <Text className="text-ink">{title}</Text>
      <Chevron size={16} colorClassName={glyphTone[tone]} />
    </Pressable>
  )
}
