import { Text, View } from "react-native"
import { groupStyles, variants } from "../../lib/styles"

const pillStyles = groupStyles({
  frame: variants({
    base: "flex-row items-center rounded-full px-3 py-1",
    variants: {
      tone: { solid: "bg-brand", soft: "bg-brand-soft" },
    },
    defaultVariants: { tone: "solid" },
  }),
  caption: variants({
    base: "text-sm font-medium",
    variants: {
      tone: { solid: "text-on-brand", soft: "text-brand" },
    },
  }),
})

/** A rounded label; its style functions come from a helper barrel outside the component folder. */
export function Pill({ tone = "solid", label }: { tone?: "solid" | "soft"; label: string }) {
  return (
    <View className={pillStyles.frame({ tone })}>
      <Text className={pillStyles.caption({ tone })}>{label}</Text>
    </View>
  )
}
