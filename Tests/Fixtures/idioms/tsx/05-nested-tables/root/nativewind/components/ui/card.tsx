import { Text, View } from "react-native"

const variants = {
  flat: { container: "bg-field border border-line", title: "text-ink" },
  inverted: { container: "bg-night", title: "text-field" },
} as const

const spacing = {
  flat: { sm: "p-3 gap-1", lg: "p-5 gap-2" },
  inverted: { sm: "p-4 gap-1", lg: "p-6 gap-3" },
} satisfies Record<keyof typeof variants, Record<"sm" | "lg", string>>

type CardProps = { variant?: keyof typeof variants; size?: "sm" | "lg"; title: string }

export default function Card({ variant = "flat", size = "sm", title }: CardProps) {
  const v = variants[variant]
  return (
    <View className={`rounded-xl ${v.container} ${spacing[variant][size]}`}>
      <Text className={`${variants[variant].title} font-semibold`}>{title}</Text>
    </View>
  )
}
