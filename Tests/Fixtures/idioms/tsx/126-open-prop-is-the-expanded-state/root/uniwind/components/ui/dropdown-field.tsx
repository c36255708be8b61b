import { Pressable, Text } from "react-native"
import { cn } from "@/lib/utils"

type DropdownFieldProps = {
  value: string
  open?: boolean
  onPress?: () => void
}

/** The closed face of a dropdown: its outline turns to the accent while the menu is open. */
export function DropdownField({ value, open = false, onPress }: DropdownFieldProps) {
  return (
    <Pressable
      onPress={onPress}
      aria-expanded={open}
      className={cn("h-11 rounded-md border px-3", open ? "border-2 border-accent" : "border-separator")}
    >
      <Text className="text-label">{value}</Text>
    </Pressable>
  )
}
