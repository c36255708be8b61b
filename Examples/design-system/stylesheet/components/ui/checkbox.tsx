import { StyleSheet } from "react-native"
import * as CheckboxPrimitive from "@/components/primitives/checkbox"
import { radius, useTheme } from "@/components/ui/theme"

const styles = StyleSheet.create({
  root: { width: 20, height: 20, borderRadius: radius.sm, borderWidth: 1 },
  indicator: { width: 14, height: 14 },
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
  return (
    <CheckboxPrimitive.Root
      style={(state) => [
        styles.root,
        {
          borderColor: state.checked ? colors.accent : colors.separator,
          backgroundColor: state.disabled
            ? colors.controlDisabled
            : state.checked
              ? colors.accent
              : colors.surface,
        },
        typeof style === "function" ? style(state) : style,
      ]}
      {...props}
    >
      <CheckboxPrimitive.Indicator style={[styles.indicator, { color: colors.onAccent }]} />
    </CheckboxPrimitive.Root>
  )
}

export { Checkbox }
