import { View, Text } from "react-native"

type Tone = "info" | "danger"
type Density = "comfortable" | "compact" | "dense"

const tones: Record<Tone, string> = {
  info: "bg-field border-line",
  danger: "bg-field border-danger",
}

const spacing: Record<Density, string> = {
  comfortable: "px-4 py-3 gap-3",
  compact: "px-3 py-2 gap-2",
  dense: "px-2 py-1 gap-1",
}

export interface NoticeProps {
  message: string
  tone?: Tone
  density?: Density
}

export function Notice({ message, tone = "info", density = "comfortable" }: NoticeProps) {
  return (
    <View className={`flex-row rounded-lg border ${tones[tone]} ${spacing[density]}`}>
      <Text className="text-sm text-ink">{message}</Text>
    </View>
  )
}
