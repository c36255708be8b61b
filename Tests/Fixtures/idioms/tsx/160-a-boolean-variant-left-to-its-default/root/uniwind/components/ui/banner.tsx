import * as React from "react"
import { Text, View } from "react-native"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "@/lib/utils"

const banner = cva("flex-row items-center rounded-md bg-surface-secondary", {
  variants: {
    dense: {
      true: "gap-1 px-2 py-1",
      false: "gap-2 px-4 py-3",
    },
  },
  defaultVariants: { dense: false },
})

type BannerProps = VariantProps<typeof banner> & { title: string; className?: string }

/** A strip of text on a tinted plate; dense ones are tighter. */
export function Banner({ title, dense, className }: BannerProps) {
  return (
    <View className={cn(banner({ dense }), className)}>
      <Text className="text-sm text-label">{title}</Text>
    </View>
  )
}
