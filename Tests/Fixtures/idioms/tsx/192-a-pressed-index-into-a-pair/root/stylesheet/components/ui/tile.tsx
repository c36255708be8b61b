import * as React from "react"
import { Pressable, Text } from "react-native"

type Tone = "plain" | "strong"

// Rest and pressed fills of each tone.
const fills: Record<Tone, [string, string]> = {
  plain: ["#FFFFFF", "#F1F3F4"],
  strong: ["#1A73E8", "#1967D2"],
}

export function Tile({ tone = "plain", title }: { tone?: Tone; title: string }) {
  return (
    <Pressable style={({ pressed }) => ({ backgroundColor: fills[tone][Number(pressed)], padding: 12 })}>
      <Text>{title}</Text>
    </Pressable>
  )
}
