import * as React from "react"
import { StyleSheet } from "react-native"
import * as CheckboxPrimitive from "@/components/primitives/checkbox"
import { type Palette, radius, useTheme } from "@/components/ui/theme"

// The checkbox's styles depend on the palette: made once per palette.
const makeStyles = (colors: Palette) =>
  StyleSheet.create({
    root: {
      width: 20, height: 20,
      borderRadius: radius.sm,
      borderWidth: 1,
      borderColor: colors.separator,
      backgroundColor: colors.surface,
    },
    checked: { borderColor: colors.accent, backgroundColor: colors.accent },
    disabled: { backgroundColor: colors.controlDisabled },
    indicator: { width: 14, height: 14, color: colors.onAccent },
  })

type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>

/**
 * A square toggle with a check mark indicator.
 *
 * ```tsx
 * const [checked, setChecked] = React.useState(false)
 * <Checkbox checked={checked} onCheckedChange={setChecked} />
 * ```
 *
 * Pair it with a `Label` whose `onPress` flips the same state, which
 * gives a larger touch target.
 */
function Checkbox({ style, ...props }: CheckboxProps) {
  const { colors } = useTheme()
  const styles = React.useMemo(() => makeStyles(colors), [colors])
  return (
    <CheckboxPrimitive.Root
      style={(state) => [
        styles.root,
        state.checked && styles.checked,
        state.disabled && styles.disabled,
        typeof style === "function" ? style(state) : style,
      ]}
      {...props}
    >
      <CheckboxPrimitive.Indicator style={styles.indicator} />
    </CheckboxPrimitive.Root>
  )
}

export { Checkbox }
