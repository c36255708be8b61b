import { Pressable, Text } from "react-native"

type MenuRowProps = {
  label: string
  /** Indents the row to line up with rows that have an icon. */
  inset?: boolean
  destructive?: boolean
}

/** A menu row; its optional flags are off unless the caller passes them. */
export function MenuRow({ label, inset, destructive }: MenuRowProps) {
  return (
    <Pressable className={["flex-row items-center rounded-sm px-2 py-1.5", inset && "pl-8"].filter(Boolean).join(" ")}>
      <Text className={destructive ? "text-sm text-red-600" : "text-sm text-gray-900"}>{label}</Text>
    </Pressable>
  )
}
