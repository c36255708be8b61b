import { cn } from "cn"
import * as SwitchPrimitive from "@/components/primitives/switch"
import { resolveClassName } from "@/components/primitives/use-render"

type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Track>

// The track's classes by state, and the thumb's.
const track = {
  base: "w-[51px] h-[31px] rounded-full bg-control",
  checked: "bg-accent",
  disabled: "bg-control-disabled",
} as const

const thumb = "size-[27px] rounded-full bg-surface shadow-md"

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
function Switch({
  className,
  checked,
  onCheckedChange,
  disabled,
  ...props
}: SwitchProps) {
  return (
    <SwitchPrimitive.Track
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled ?? undefined}
      className={(state) =>
        cn(
          track.base,
          state.checked && track.checked,
          state.disabled && track.disabled,
          resolveClassName(className, state)
        )
      }
      {...props}
    >
      <SwitchPrimitive.Thumb className={thumb} />
    </SwitchPrimitive.Track>
  )
}

export { Switch }
