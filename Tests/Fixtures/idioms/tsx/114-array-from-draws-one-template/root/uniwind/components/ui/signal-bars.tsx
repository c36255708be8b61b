import { View } from "react-native"

type SignalBarsProps = { strength: number; tone?: "neutral" | "alert" }

const fills = { neutral: "bg-emerald-600", alert: "bg-red-600" } as const

// A phone's signal meter: four bars, as many lit as the signal is strong.
export function SignalBars({ strength, tone = "neutral" }: SignalBarsProps) {
  return (
    <View className="flex-row items-end gap-0.5">
      {Array.from({ length: 4 }, (_, bar) => (
        <View key={bar} className={`w-1 rounded-sm ${bar < strength ? fills[tone] : "bg-gray-300"}`} />
      ))}
    </View>
  )
}
