import { cva } from "class-variance-authority"
import { Pressable, Text } from "react-native"

const arrow = cva("items-center justify-center rounded-full p-2", {
  variants: {
    disabled: {
      false: "bg-control active:bg-control-pressed",
      true: "bg-control-disabled",
    },
  },
  defaultVariants: { disabled: false },
})

/** The pager's forward arrow, unusable on the last page. */
export function PageArrow({ page, pages, onNext }: { page: number; pages: number; onNext: () => void }) {
  const last = page >= pages - 1
  return (
    <Pressable disabled={last} onPress={onNext} className={arrow({ disabled: last })}>
      <Text className="text-sm text-label">›</Text>
    </Pressable>
  )
}
