import { Text } from "react-native"
import { tv } from "tailwind-variants"

const chip = tv({
  base: "px-3 text-sm text-label",
  variants: {
    // Only one side styled: a chip without a caption is muted.
    muted: { true: "text-label-secondary" },
  },
})

type ChipProps = { caption?: string }

export function Chip({ caption }: ChipProps) {
  return <Text className={chip({ muted: !caption })}>{caption ?? "None"}</Text>
}
