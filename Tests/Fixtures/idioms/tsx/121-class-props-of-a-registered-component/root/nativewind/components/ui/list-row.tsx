import { Pressable, Text } from "react-native"
import { cssInterop } from "nativewind"
import type { LucideIcon } from "lucide-react-native"

/** Draws the icon it is given; NativeWind turns its className into `tint` and `size`. */
function Glyph(props: { icon: LucideIcon; tint?: string; size?: number; className?: string }) {
  const Icon = props.icon
  return <Icon color={props.tint} size={props.size} />
}

cssInterop(Glyph, {
  className: { target: "style", nativeStyleToProp: { color: "tint", width: "size" } },
})

type ListRowProps = { title: string; icon: LucideIcon; danger?: boolean }

export function ListRow({ title, icon, danger = false }: ListRowProps) {
  return (
    <Pressable className="flex-row items-center gap-3 px-4 py-3 active:bg-field-disabled">
      <Glyph icon={icon} className={danger ? "size-5 text-danger" : "size-5 text-ink"} />
      <Text className={danger ? "text-danger" : "text-ink"}>{title}</Text>
    </Pressable>
  )
}
