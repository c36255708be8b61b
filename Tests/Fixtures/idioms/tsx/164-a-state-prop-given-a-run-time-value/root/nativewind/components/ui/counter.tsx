import { Pressable, Text, View } from "react-native"
import { clsx } from "clsx"

function CounterButton({ glyph, disabled, onPress }: { glyph: string; disabled: boolean; onPress: () => void }) {
  return (
    <Pressable disabled={disabled} onPress={onPress} className="h-8 w-8 items-center justify-center rounded-md border border-line">
      <Text className={clsx("text-base", { "text-ink": !disabled, "text-line": disabled })}>{glyph}</Text>
    </Pressable>
  )
}

/** A counter between a minimum and a maximum. */
export function Counter({ value, min = 0, max = 9, onChange }: { value: number; min?: number; max?: number; onChange: (v: number) => void }) {
  return (
    <View className="flex-row items-center gap-2">
      <CounterButton glyph="−" disabled={value <= min} onPress={() => onChange(value - 1)} />
      <Text className="text-base text-ink">{value}</Text>
      <CounterButton glyph="+" disabled={value >= max} onPress={() => onChange(value + 1)} />
    </View>
  )
}
