import { Text, View } from "react-native"
import { clsx, type ClassValue } from "clsx"
import { twMerge } from "tailwind-merge"

/** Joins class lists, the later ones winning: every argument is one of `lists`. */
function classes(...lists: ClassValue[]) {
  const joined = clsx(lists)
  if (!joined) {
    return joined
  }
  return twMerge(joined)
}

type CaptionProps = { size?: "sm" | "md"; muted?: boolean; className?: string; children?: React.ReactNode }

export function Caption({ size = "md", muted = false, className, children }: CaptionProps) {
  return (
    <View className={classes("border border-line", size === "sm" ? "pb-1" : "pb-2")}>
      <Text className={classes("font-medium text-ink", muted && "text-ink-muted", size === "sm" ? "text-xs" : "text-sm", className)}>
        {children}
      </Text>
    </View>
  )
}
