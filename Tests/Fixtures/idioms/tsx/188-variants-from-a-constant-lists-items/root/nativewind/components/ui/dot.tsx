import { View } from "react-native"

const VARIANTS = ["accent", "danger"] as const
type Variant = (typeof VARIANTS)[number]

const variants = Object.fromEntries(
  VARIANTS.map((variant) => [variant, variant === "danger" ? "bg-danger" : "bg-accent"])
) as Record<Variant, string>

export function Dot({ variant = "accent" }: { variant?: Variant }) {
  return <View className={variants[variant]} />
}
