import clsx from "clsx"
import { Pressable, Text } from "react-native"

// No project theme: every class is Tailwind's default theme.
export function ListItem({ title, selected, disabled, dense = false }: { title: string; selected?: boolean; disabled?: boolean; dense?: boolean }) {
  return (
    <Pressable
      disabled={disabled}
      className={clsx("flex-row items-center rounded-lg px-4", dense ? "h-10" : "h-12", {
        "bg-white": !selected,
        "bg-blue-50": selected,
        "opacity-40": disabled,
      })}
    >
      <Text className={clsx(["text-sm leading-tight tracking-wide", selected && "font-semibold"], { "font-normal": !selected })}>{title}</Text>
    </Pressable>
  )
}
