import { Pressable, Text } from "react-native"
import { tv } from "tailwind-variants"
import { Plus } from "lucide-react-native"

const pill = tv({
  slots: {
    base: "flex-row items-center justify-center rounded-full bg-accent h-10",
    glyph: "accent-on-accent",
    caption: "text-sm font-semibold text-on-accent",
  },
  variants: {
    // Whether a caption is shown: styles nothing itself, only through the compound entries.
    withCaption: { true: {}, false: {} },
  },
  compoundVariants: [
    { withCaption: false, class: { base: "w-10" } },
    { withCaption: true, class: { base: "gap-2 px-4" } },
  ],
})

export function ActionPill({ caption }: { caption?: string }) {
  const s = pill({ withCaption: caption !== undefined })
  return (
    <Pressable className={s.base()}>
      <Plus size={18} colorClassName={s.glyph()} />
      {caption !== undefined ? <Text className={s.caption()}>{caption}</Text> : null}
    </Pressable>
  )
}
