import { TextInput, View } from "react-native"
import { tv } from "tailwind-variants"

const noteField = tv({
  slots: {
    frame: "rounded-md border border-separator bg-surface px-3",
    input: "h-10 text-sm text-label",
    hint: "accent-label-secondary",
  },
  variants: {
    invalid: { true: { frame: "border-danger" } },
  },
})

export function NoteField({ invalid = false, ...rest }: { invalid?: boolean; value?: string }) {
  const slots = noteField({ invalid })
  return (
    <View className={slots.frame()}>
      <TextInput className={slots.input()} placeholderTextColorClassName={slots.hint()} placeholder="Add a note" {...rest} />
    </View>
  )
}
