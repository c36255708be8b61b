import * as React from "react"
import { TextInput, View } from "react-native"
import { cn } from "cn"

/** Two cells of a code input share one set of focus handlers, spread onto each. */
export function CodeInput() {
  const [active, setActive] = React.useState(false)
  const handlers = {
    onFocus: () => setActive(true),
    onBlur: () => setActive(false),
  }
  return (
    <View className={cn("flex-row gap-2 rounded-md border", active ? "border-ring" : "border-line")}>
      <TextInput {...handlers} />
      <TextInput {...handlers} />
    </View>
  )
}
