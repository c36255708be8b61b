import { Pressable, Text } from "react-native"

export function Pill({ variant = "low", checked = false, label }: { variant?: "low" | "high"; checked?: boolean; label: string }) {
  const high = variant === "high"
  return (
    <Pressable className={`h-8 flex-row items-center rounded-full px-3 ${high ? (checked ? "bg-black" : "bg-gray-900") : `border ${checked ? "bg-gray-100" : "bg-white"}`}`}>
      <Text className={high ? "text-sm text-white" : "text-sm text-black"}>{label}</Text>
    </Pressable>
  )
}
