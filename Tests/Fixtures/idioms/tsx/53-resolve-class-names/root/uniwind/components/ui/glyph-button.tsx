import { Pressable } from "react-native"
import { Star } from "lucide-react-native"
import { useResolveClassNames } from "uniwind"

type GlyphButtonProps = { disabled?: boolean }

/** A star whose size and tint come from classes resolved into a style object. */
export function GlyphButton({ disabled = false }: GlyphButtonProps) {
  const style = useResolveClassNames(disabled ? "size-4 text-ink-faint" : "size-4 text-ink")
  return (
    <Pressable disabled={disabled}>
      <Star size={typeof style.width === "number" ? style.width : 16} color={typeof style.color === "string" ? style.color : undefined} />
    </Pressable>
  )
}
