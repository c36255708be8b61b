import { TextInput, View } from "react-native"

type TextFieldProps = React.ComponentProps<typeof TextInput> & { "aria-invalid"?: boolean }

// A bordered field; each state is a class prefix.
export const TextField = ({ className, ...props }: TextFieldProps) => (
  <View
    className={[
      "h-12 rounded-xl border px-4 bg-field border-line",
      "focus:border-focus aria-invalid:border-danger disabled:bg-field-disabled",
      "dark:bg-night dark:border-line-night",
      "web:shadow-sm md:h-14",
      className,
    ].join(" ")}
  >
    <TextInput className="native:text-lg text-ink aria-disabled:opacity-50" {...props} />
  </View>
)
