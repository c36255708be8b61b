import { cva, type VariantProps } from "class-variance-authority"
import { Pressable, Text } from "react-native"

type Pick3 = "on" | "off" | "mixed"

const tile = cva("h-10 rounded-lg px-3 border", {
  variants: {
    look: { on: "bg-accent border-accent", off: "bg-surface border-separator", mixed: "bg-control border-accent" },
    density: { roomy: "px-4", tight: "px-2" },
  },
  defaultVariants: { look: "off", density: "roomy" },
})

type ToggleTileProps = Omit<VariantProps<typeof tile>, "look"> & {
  title: string
  selection: Pick3
}

export function ToggleTile({ title, selection, density }: ToggleTileProps) {
  // The look follows the selection; `look` is no prop of the tile (the Omit above).
  return (
    <Pressable className={tile({ look: selection, density })}>
      <Text className="text-sm text-label">{title}</Text>
    </Pressable>
  )
}
