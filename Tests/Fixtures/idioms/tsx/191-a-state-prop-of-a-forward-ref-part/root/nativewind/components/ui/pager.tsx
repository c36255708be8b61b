import * as React from "react"
import { Pressable, Text, View } from "react-native"
import { clsx } from "clsx"

type ArrowProps = { label: string; disabled: boolean; onPress: () => void }

const Arrow = React.forwardRef<View, ArrowProps>(function Arrow({ label, disabled, onPress }, ref) {
  const ink = clsx({ "text-blue-700": !disabled, "text-gray-400": disabled })
  return (
    <Pressable ref={ref} disabled={disabled} onPress={onPress} className="px-2">
      <Text className={ink}>{label}</Text>
    </Pressable>
  )
})

export function Pager({ page, onChange }: { page: number; onChange: (page: number) => void }) {
  return (
    <View className="flex-row gap-2">
      <Arrow label="Previous" disabled={page <= 1} onPress={() => onChange(page - 1)} />
    </View>
  )
}
