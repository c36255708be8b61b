import * as React from "react"
import { TextInput, View } from "react-native"
import { cn } from "cn"

function Cell({ onFocusChange }: { onFocusChange: (focused: boolean) => void }) {
  return <TextInput onFocus={() => onFocusChange(true)} onBlur={() => onFocusChange(false)} />
}

/** The field hands its focus setter to each cell, which calls it on focus and blur. */
export function PinField() {
  const [focused, setFocused] = React.useState(false)
  return (
    <View className={cn("flex-row gap-1 rounded-lg border", focused ? "border-ring" : "border-line")}>
      <Cell onFocusChange={setFocused} />
      <Cell onFocusChange={setFocused} />
    </View>
  )
}
