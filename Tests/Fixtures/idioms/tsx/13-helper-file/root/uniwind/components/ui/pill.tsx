import { Pressable, Text } from "react-native"
import { labelClasses, pillClasses, type PillEmphasis } from "./pill-classes"

export function Pill({ variant = "low", checked = false, label }: { variant?: PillEmphasis; checked?: boolean; label: string }) {
  return (
    <Pressable className={pillClasses(variant, checked)}>
      <Text className={labelClasses[variant]}>{label}</Text>
    </Pressable>
  )
}
