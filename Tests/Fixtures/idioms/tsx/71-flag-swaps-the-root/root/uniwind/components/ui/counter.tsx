import { Text, View } from "react-native"

type CounterProps = { count: number; isDot?: boolean }

// With `isDot` the counter is only a dot: the flag swaps the whole view.
export const Counter = ({ count, isDot = false }: CounterProps) =>
  isDot ? (
    <View className="h-1.5 w-1.5 rounded-full bg-alert" />
  ) : (
    <View className="rounded-lg bg-alert px-[5px] py-px">
      <Text className="text-xs text-on-alert">{count}</Text>
    </View>
  )
