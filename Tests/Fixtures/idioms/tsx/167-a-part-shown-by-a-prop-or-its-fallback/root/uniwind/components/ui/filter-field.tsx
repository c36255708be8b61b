import * as React from "react"
import { Pressable, Text, TextInput, View } from "react-native"

type FilterFieldProps = { value?: string; onChangeText?: (text: string) => void }

/** A filter field whose clear button shows once there is text, controlled or not. */
export function FilterField({ value, onChangeText }: FilterFieldProps) {
  const [draft, setDraft] = React.useState("")
  const text = value ?? draft
  return (
    <View className="h-10 flex-row items-center gap-2 rounded-lg bg-control px-3">
      <TextInput
        value={text}
        onChangeText={(next) => {
          setDraft(next)
          onChangeText?.(next)
        }}
        className="flex-1 text-sm text-label"
      />
      {text.length > 0 ? (
        <Pressable onPress={() => setDraft("")} className="size-5 items-center justify-center rounded-full bg-label-quaternary">
          <Text className="text-xs text-surface">×</Text>
        </Pressable>
      ) : null}
    </View>
  )
}
