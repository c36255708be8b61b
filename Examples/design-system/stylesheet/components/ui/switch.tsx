import { StyleSheet } from "react-native"
import * as SwitchPrimitive from "@/components/primitives/switch"
import { radius, shadow, useTheme } from "@/components/ui/theme"

const styles = StyleSheet.create({
  track: { width: 51, height: 31, borderRadius: radius.full },
  thumb: { width: 27, height: 27, borderRadius: radius.full, ...shadow.md },
})

type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Track>

/**
 * An on/off switch: a capsule track with a round thumb.
 *
 * ```tsx
 * const [enabled, setEnabled] = React.useState(true)
 * <Switch checked={enabled} onCheckedChange={setEnabled} />
 * ```
 *
 * Use it for settings that apply immediately; use a checkbox for choices
 * that are submitted with a form.
 */
function Switch({ style, ...props }: SwitchProps) {
  const { colors } = useTheme()
  return (
    <SwitchPrimitive.Track
      style={(state) =>
        StyleSheet.flatten([
          styles.track,
          {
            backgroundColor: state.disabled
              ? colors.controlDisabled
              : state.checked
                ? colors.accent
                : colors.control,
          },
          typeof style === "function" ? style(state) : style,
        ])
      }
      {...props}
    >
      <SwitchPrimitive.Thumb style={StyleSheet.compose(styles.thumb, { backgroundColor: colors.surface })} />
    </SwitchPrimitive.Track>
  )
}

export { Switch }
