import { Text, View } from "react-native"
import { tv, type VariantProps } from "tailwind-variants"

const tag = tv(
  {
    base: "rounded-full px-2",
    variants: {
      tone: { calm: "bg-gray-100", loud: "bg-red-600" },
    },
    defaultVariants: { tone: "calm" },
  },
  { twMerge: true }
)

export function Tag({ tone, label }: VariantProps<typeof tag> & { label: string }) {
  return (
    <View className={tag({ tone })}>
      <Text>{label}</Text>
    </View>
  )
}
