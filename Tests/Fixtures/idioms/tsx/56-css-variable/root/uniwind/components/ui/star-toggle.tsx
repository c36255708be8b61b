import { Pressable, Text } from "react-native"
import { Star } from "lucide-react-native"
import { useCSSVariable } from "uniwind"

/** A star whose color is read from the theme in code (lucide icons take a color prop, not classes). */
export function StarToggle({ label, checked = false }: { label: string; checked?: boolean }) {
  const on = useCSSVariable("--color-brand")
  const off = useCSSVariable("--color-muted")
  return (
    <Pressable className="flex-row items-center gap-1.5">
      <Star size={16} color={checked ? on : off} />
      <Text className="text-sm">{label}</Text>
    </Pressable>
  )
}
