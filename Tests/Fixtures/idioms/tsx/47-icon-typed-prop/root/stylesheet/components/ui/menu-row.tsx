import { Text, View } from "react-native"
import type { Icon as PhosphorIcon } from "phosphor-react-native"

interface MenuRowProps {
  density?: "tight" | "loose"
  glyph?: PhosphorIcon
  title: string
}

const glyphSize = { tight: 18, loose: 22 }

export function MenuRow({ density = "tight", glyph: Glyph, title }: MenuRowProps) {
  return (
    <View style={{ flexDirection: "row", gap: 8 }}>
      {Glyph ? <Glyph size={glyphSize[density]} color="#3A3A3C" /> : null}
      <Text style={{ color: "#1C1C1E" }}>{title}</Text>
    </View>
  )
}
