import { View } from "react-native"
import { withUniwind } from "uniwind"
import { Star } from "lucide-react-native"

function StarGlyph({ color, filled }: { color?: string; filled: boolean }) {
  return <Star size={18} color={color} fill={filled ? color : "transparent"} />
}

// Uniwind resolves `colorClassName="accent-…"` into the `color` prop.
const ThemedStar = withUniwind(StarGlyph)

export function RatingStar({ active = false }: { active?: boolean }) {
  return (
    <View className="p-1 rounded-sm">
      <ThemedStar filled={active} colorClassName={active ? "accent-accent" : "accent-label-quaternary"} />
    </View>
  )
}
