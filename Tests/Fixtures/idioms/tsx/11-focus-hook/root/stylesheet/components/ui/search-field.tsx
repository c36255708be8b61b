import { useState } from "react"
import { StyleSheet, TextInput, View } from "react-native"
import { fontSize, radius, useTheme } from "@/components/ui/theme"

type SearchFieldProps = React.ComponentProps<typeof TextInput> & { invalid?: boolean }

export function SearchField({ invalid, editable = true, onFocus, onBlur, style, ...props }: SearchFieldProps) {
  const { colors } = useTheme()
  const [hasFocus, setHasFocus] = useState(false)
  function handleFocus(e) {
    setHasFocus(true)
    onFocus?.(e)
  }
  const borderColor = invalid ? "#d92d20" : hasFocus ? colors.accent : colors.border
  return (
    <View style={[styles.frame, { borderColor }, !editable && styles.frameDisabled]}>
      <TextInput
        editable={editable}
        onFocus={handleFocus}
        onBlur={(e) => { setHasFocus(false); onBlur?.(e) }}
        placeholderTextColor={colors.textMuted}
        style={[styles.input, { color: colors.text }, style]}
        {...props}
      />
    </View>
  )
}

const styles = StyleSheet.create({
  frame: { height: 40, paddingHorizontal: 12, borderWidth: 1, borderRadius: radius.md },
  frameDisabled: { opacity: 0.6 },
  input: { ...fontSize.md },
})
