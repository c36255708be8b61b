import { Pressable, Text } from "react-native"

type FilterChipProps = { title: string; selected?: boolean; invalid?: boolean }

// The chip says its state with data attributes; its classes read them.
export function FilterChip({ title, selected = false, invalid = false }: FilterChipProps) {
  return (
    <Pressable
      data-selected={selected}
      data-invalid={invalid}
      className="rounded-full border border-rim bg-canvas px-3 data-[selected=true]:border-rim-picked data-[selected=true]:bg-picked data-[invalid]:border-alarm"
    >
      <Text>{title}</Text>
    </Pressable>
  )
}
