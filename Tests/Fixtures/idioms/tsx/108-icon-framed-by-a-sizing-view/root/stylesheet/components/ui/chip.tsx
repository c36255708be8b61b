import * as React from "react"
import { Pressable, Text, View } from "react-native"
import type { LucideIcon } from "lucide-react-native"

type ChipSize = "sm" | "lg"

const glyph: Record<ChipSize, number> = { sm: 12, lg: 18 }

export function Chip({ label, size = "sm", icon: Glyph }: { label: string; size?: ChipSize; icon?: LucideIcon }) {
  return (
    <Pressable style={{ flexDirection: "row", gap: 6, paddingHorizontal: 10, borderRadius: 999, backgroundColor: "#EEF2F6" }}>
      {Glyph ? (
        <View style={{ width: glyph[size], height: glyph[size], alignItems: "center", justifyContent: "center" }}>
          <Glyph color="#334155" />
        </View>
      ) : null}
      <Text style={{ color: "#0F172A", fontSize: size === "sm" ? 12 : 15 }}>{label}</Text>
    </Pressable>
  )
}
