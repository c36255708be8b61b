import { ActivityIndicator, Text, View } from "react-native"

type BusyRowProps = { message: string; disabled?: boolean }

/** A status line that spins while work is under way. */
export function BusyRow({ message, disabled = false }: BusyRowProps) {
  return (
    <View className="flex-row items-center gap-1.5">
      <View className="size-3.5">
        <ActivityIndicator colorClassName={disabled ? "accent-label-secondary" : "accent-accent"} />
      </View>
      <Text className={disabled ? "text-[13px] text-label-secondary" : "text-[13px] text-accent"}>{message}</Text>
    </View>
  )
}
