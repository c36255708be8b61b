import * as React from "react"
import { Text, View } from "react-native"
import { Star as StarGlyph } from "phosphor-react-native"
import Feather from "@expo/vector-icons/Feather"

type Size = "compact" | "roomy"
type Tone = "plain" | "gold"

// Glyph sizes per step; the star and the trailing arrow share them.
const glyph: Record<Size, number> = { compact: 14, roomy: 18 }
const tint: Record<Tone, string> = { plain: "#5A5A60", gold: "#C98A00" }

export function Rating({ size = "compact", tone = "plain", label }: { size?: Size; tone?: Tone; label: string }) {
  return (
    <View style={{ flexDirection: "row", gap: 4 }}>
      <StarGlyph size={glyph[size]} color={tint[tone]} weight="fill" />
      <Text style={{ color: tint[tone] }}>{label}</Text>
      <Feather name="chevron-right" size={glyph[size] - 2} color="#8E8E93" />
    </View>
  )
}
