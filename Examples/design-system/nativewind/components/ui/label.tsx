import { cn } from "cn"
import * as LabelPrimitive from "@/components/primitives/label"
import { resolveClassName } from "@/components/primitives/use-render"

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
function Label({
  className,
  onPress,
  onLongPress,
  disabled,
  ...props
}: LabelProps) {
  return (
    <LabelPrimitive.Root
      className="flex-row items-center gap-2"
      onPress={onPress}
      onLongPress={onLongPress}
      disabled={disabled ?? undefined}
    >
      <LabelPrimitive.Text
        className={(state) =>
          cn(
            "text-base font-semibold text-label",
            state.disabled && "text-label-quaternary",
            resolveClassName(className, state)
          )
        }
        {...props}
      />
    </LabelPrimitive.Root>
  )
}

export { Label }
