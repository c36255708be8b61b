import { StyleSheet } from "react-native"
import * as LabelPrimitive from "@/components/primitives/label"
import { fontSize, useTheme } from "@/components/ui/theme"

const styles = StyleSheet.create({
  root: { flexDirection: "row", alignItems: "flex-start", gap: 8 },
  text: { ...fontSize.base, fontWeight: "600" },
})

type LabelProps = React.ComponentProps<typeof LabelPrimitive.Text>

/**
 * A pressable text label for a form control; muted when disabled.
 *
 * ```tsx
 * <Label nativeID="label-email">Email</Label>
 * <Input accessibilityLabelledBy="label-email" />
 * ```
 *
 * Give it an `onPress` that toggles a checkbox or switch next to it.
 */
function Label({ style, onPress, onLongPress, disabled, ...props }: LabelProps) {
  const { colors } = useTheme()
  return (
    <LabelPrimitive.Root
      style={styles.root}
      onPress={onPress}
      onLongPress={onLongPress}
      disabled={disabled ?? undefined}
    >
      <LabelPrimitive.Text
        style={(state) => [
          styles.text,
          { color: state.disabled ? colors.labelQuaternary : colors.label },
          typeof style === "function" ? style(state) : style,
        ]}
        {...props}
      />
    </LabelPrimitive.Root>
  )
}

export { Label }
