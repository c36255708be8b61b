import * as React from "react"
import { Pressable, Text, View } from "react-native"

type CartButtonProps = { items?: number; onPress?: () => void }

/** A cart button with the number of items on its corner, when there are any. */
function CartButton({ items = 0, onPress }: CartButtonProps) {
  return (
    <Pressable onPress={onPress} className="size-10 items-center justify-center rounded-full bg-field">
      {items > 0 && (
        <View className="absolute -right-1 -top-1 h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1">
          <Text className="text-[10px] text-field">{items}</Text>
        </View>
      )}
    </Pressable>
  )
}

export { CartButton }
