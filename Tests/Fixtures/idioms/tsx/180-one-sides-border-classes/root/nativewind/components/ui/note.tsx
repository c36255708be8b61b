import * as React from "react"
import { Text, View } from "react-native"
import { cn } from "@/lib/utils"

type NoteProps = { tone?: "plain" | "alert"; children: React.ReactNode }

/** A note with an accent bar on its leading side and a hairline under it. */
export function Note({ tone = "plain", children }: NoteProps) {
  return (
    <View className={cn("border-b border-line border-l-4 px-3 py-2", tone === "alert" ? "border-l-danger" : "border-l-focus")}>
      <Text className="text-sm text-ink">{children}</Text>
    </View>
  )
}
