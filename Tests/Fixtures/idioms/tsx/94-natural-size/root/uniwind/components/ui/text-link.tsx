import { Pressable, Text } from "react-native"
import { twMerge } from "tailwind-merge"

const control = "h-10 w-24 rounded-md px-4 bg-blue-600"

/** A button's classes with its fixed size taken back: the last width and height win, as tailwind-merge keeps them. */
export function TextLink({ label }: { label: string }) {
  return (
    <Pressable className={twMerge(control, "w-auto bg-transparent link-reset")}>
      <Text className="text-sm text-blue-600 underline">{label}</Text>
    </Pressable>
  )
}
