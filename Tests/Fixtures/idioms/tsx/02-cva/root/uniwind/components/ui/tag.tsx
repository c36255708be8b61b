import { cva, type VariantProps } from "class-variance-authority"
import { Text, View } from "react-native"
import { cn } from "@/lib/utils"

const tagVariants = cva("flex-row items-center gap-1 rounded-lg", {
  variants: {
    intent: {
      primary: "bg-brand",
      neutral: "bg-muted",
      danger: "bg-[#d92d20]",
    },
    size: {
      sm: "h-6 px-2",
      md: "h-8 px-3",
    },
  },
  compoundVariants: [
    { intent: ["primary", "danger"], size: "md", class: "px-4" },
  ],
  defaultVariants: { intent: "neutral", size: "sm" },
})

const tagText = cva("font-medium", {
  variants: {
    intent: { primary: "text-on-brand", neutral: "text-ink", danger: "text-on-brand" },
    size: { sm: "text-sm", md: "text-md" },
  },
  defaultVariants: { intent: "neutral", size: "sm" },
})

type TagProps = React.ComponentProps<typeof View> & VariantProps<typeof tagVariants> & { label: string }

export function Tag({ intent, size, className, label, ...props }: TagProps) {
  return (
    <View className={cn(tagVariants({ intent, size }), className)} {...props}>
      <Text className={tagText({ intent, size })}>{label}</Text>
    </View>
  )
}
