import * as React from "react"
import { Pressable, Text, View } from "react-native"
import { X } from "lucide-react-native"
import { withUniwind } from "uniwind"
import { cva } from "class-variance-authority"

const CloseIcon = withUniwind(X)

const iconButtonVariants = cva("items-center justify-center rounded-full active:bg-gray-300", {
  variants: { size: { sm: "size-5", md: "size-6" } },
  defaultVariants: { size: "md" },
})

type CloseChipProps = { label: string; size?: "sm" | "md"; onClose: () => void }

/** A chip with a round close button after its label. */
export function CloseChip({ label, size = "md", onClose }: CloseChipProps) {
  return (
    <View className="flex-row items-center gap-1 rounded-full bg-gray-200 pl-2.5 pr-1">
      <Text className="text-sm text-gray-900">{label}</Text>
      <Pressable onPress={onClose} className={iconButtonVariants({ size })}>
        <CloseIcon className="size-3 text-gray-600" />
      </Pressable>
    </View>
  )
}
