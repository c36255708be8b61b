import * as React from "react"
import { StyleSheet } from "react-native"
import * as InputPrimitive from "@/components/primitives/input"
import { fontSize, useTheme } from "@/components/ui/theme"

const styles = StyleSheet.create({
  root: {
    height: 44,
    paddingHorizontal: 12,
    borderRadius: 10,
    borderWidth: 1,
  },
  text: { ...fontSize.base },
})

type InputProps = React.ComponentProps<typeof InputPrimitive.Text> & {
  invalid?: boolean
}

// Single-line text field. The root draws the frame, the text is the editor;
// the frame follows the editor's focus.
function Input({ style, invalid, editable, onFocus, onBlur, ...props }: InputProps) {
  const { colors } = useTheme()
  const [focused, setFocused] = React.useState(false)
  return (
    <InputPrimitive.Root
      invalid={invalid}
      disabled={editable === false}
      style={(state) => [
        styles.root,
        {
          borderColor: state.invalid ? colors.danger : focused ? colors.accent : colors.separator,
          backgroundColor: state.disabled ? colors.controlDisabled : colors.surface,
        },
      ]}
    >
      <InputPrimitive.Text
        editable={editable}
        onFocus={(e) => {
          setFocused(true)
          onFocus?.(e)
        }}
        onBlur={(e) => {
          setFocused(false)
          onBlur?.(e)
        }}
        placeholderTextColor={colors.labelSecondary}
        style={(state) => [
          styles.text,
          { color: state.disabled ? colors.labelQuaternary : colors.label },
          typeof style === "function" ? style(state) : style,
        ]}
        {...props}
      />
    </InputPrimitive.Root>
  )
}

export { Input }
