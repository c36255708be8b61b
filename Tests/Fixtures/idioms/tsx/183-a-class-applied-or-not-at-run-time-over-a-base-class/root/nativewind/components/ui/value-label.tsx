import * as React from "react"
import { Text } from "react-native"
import { cn } from "@/lib/utils"

type ValueLabelProps = { value?: string; placeholder: string; disabled?: boolean }

/** The value a picker shows, or its placeholder in a fainter ink while there is none. */
export function ValueLabel({ value, placeholder, disabled = false }: ValueLabelProps) {
  const empty = !value
  return (
    <Text className={cn("text-base text-ink", { "text-line": empty, "text-field-disabled": disabled })}>
      {empty ? placeholder : value}
    </Text>
  )
}
