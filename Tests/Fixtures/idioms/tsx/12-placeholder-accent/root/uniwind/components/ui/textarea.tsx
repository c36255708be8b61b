import { TextInput } from "react-native"
import { cn } from "@/lib/utils"

type TextareaProps = React.ComponentProps<typeof TextInput> & { "aria-invalid"?: boolean }

export function Textarea({ className, ...props }: TextareaProps) {
  const invalid = props["aria-invalid"]
  return (
    <TextInput
      multiline
      placeholderTextColorClassName="accent-hint"
      className={cn("min-h-24 rounded-md border border-line bg-field px-3 py-2 text-md text-ink", invalid && "border-danger", className)}
      {...props}
    />
  )
}
