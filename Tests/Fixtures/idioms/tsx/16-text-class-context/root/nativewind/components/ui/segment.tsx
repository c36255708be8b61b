import * as React from "react"
import { Platform, Pressable } from "react-native"
import { cva, type VariantProps } from "class-variance-authority"
import { TextClassContext } from "@/components/ui/text"

// The segment's label is whatever Text its children render: it reads its classes from the context.
const segment = cva(
  ["group flex-row items-center rounded-lg px-3 shadow-sm", Platform.select({ web: "cursor-pointer hover:bg-field", native: "shadow-ink/10" })],
  {
    variants: {
      variant: { plain: "bg-field active:bg-field-disabled", framed: "border border-line bg-field" },
    },
    defaultVariants: { variant: "plain" },
  },
)

const label = cva("text-sm text-ink", {
  variants: { variant: { plain: "group-active:text-focus", framed: "font-medium" } },
  defaultVariants: { variant: "plain" },
})

type SegmentProps = React.ComponentProps<typeof Pressable> & VariantProps<typeof segment>

export function Segment({ variant, ...props }: SegmentProps) {
  return (
    <TextClassContext.Provider value={label({ variant })}>
      <Pressable className={segment({ variant })} {...props} />
    </TextClassContext.Provider>
  )
}
