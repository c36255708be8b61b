import { cn } from "cn"
import * as CheckboxPrimitive from "@/components/primitives/checkbox"
import { resolveClassName } from "@/components/primitives/use-render"

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
function Checkbox({
  className,
  checked,
  onCheckedChange,
  disabled,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled ?? undefined}
      className={(state) =>
        cn(
          "size-5 rounded-sm border border-separator bg-surface",
          "data-[state=checked]:bg-accent data-[state=checked]:border-accent",
          "disabled:bg-control-disabled",
          resolveClassName(className, state)
        )
      }
      {...props}
    >
      <CheckboxPrimitive.Indicator className="size-3.5 text-on-accent" />
    </CheckboxPrimitive.Root>
  )
}

export { Checkbox }
