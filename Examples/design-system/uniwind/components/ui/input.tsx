import { cn } from "cn"
import * as InputPrimitive from "@/components/primitives/input"
import { resolveClassName } from "@/components/primitives/use-render"

type InputProps = React.ComponentProps<typeof InputPrimitive.Text> & {
  invalid?: boolean
}

// Single-line text field. The root draws the frame, the text is the editor.
function Input({ className, invalid, editable, ...props }: InputProps) {
  return (
    <InputPrimitive.Root
      invalid={invalid}
      disabled={editable === false}
      className={(state) =>
        cn("h-11 px-3 rounded-md border border-separator bg-surface", {
          "border-accent": state.focused,
          "border-danger": state.invalid,
          "bg-control-disabled": state.disabled,
        })
      }
    >
      <InputPrimitive.Text
        editable={editable}
        placeholderClassName="text-label-secondary"
        className={(state) =>
          cn(
            "text-base text-label",
            state.disabled && "text-label-quaternary",
            resolveClassName(className, state)
          )
        }
        {...props}
      />
    </InputPrimitive.Root>
  )
}

export { Input }
