import { Pressable, Text } from "react-native"

type PickerFieldProps = { value?: string; placeholder?: string; disabled?: boolean }

/** The text's color: muted while disabled, else by whether a value is chosen. */
function valueInk(disabled: boolean, chosen: boolean) {
  if (disabled) return "text-label-quaternary"
  return chosen ? "text-label" : "text-label-secondary"
}

export function PickerField({ value, placeholder = "Choose", disabled = false }: PickerFieldProps) {
  const chosen = value !== undefined && value.length > 0
  return (
    <Pressable disabled={disabled} className="h-10 rounded-md border border-separator px-3">
      <Text className={`text-base ${valueInk(disabled, chosen)}`}>{chosen ? value : placeholder}</Text>
    </Pressable>
  )
}
