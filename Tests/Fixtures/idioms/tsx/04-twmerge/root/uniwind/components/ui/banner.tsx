import { twMerge } from "tailwind-merge"
import { Text, View } from "react-native"

type BannerProps = { size?: "default" | "large"; inset?: boolean; className?: string; title: string }

// Later classes win: twMerge keeps the last of each conflict group.
export function Banner({ size = "default", inset = false, className, title }: BannerProps) {
  return (
    <View
      className={twMerge(
        "p-4 px-2 rounded-lg bg-brand/20",
        size === "large" && "p-6",
        inset && "px-8",
        className,
      )}
    >
      <Text className={twMerge("text-sm text-ink", "text-md", size === "large" ? "font-bold" : "font-normal")}>{title}</Text>
    </View>
  )
}
