import * as React from "react"
import { Pressable, Text, View } from "react-native"
import { cn } from "@/lib/utils"

type Tool = { id: string; title: string; disabled?: boolean }

type ToolbarProps = {
  tools: Tool[]
  look?: "ruled" | "plain"
  onUse: (id: string) => void
}

/** A row of text buttons; the ruled look draws a hairline under the row first. */
export function Toolbar({ tools, look = "ruled", onUse }: ToolbarProps) {
  return (
    <View className="flex-row gap-2 px-2">
      {look === "ruled" ? <View className="absolute inset-x-0 bottom-0 h-px bg-separator" /> : null}
      {tools.map((tool) => (
        <Pressable
          key={tool.id}
          disabled={tool.disabled}
          onPress={() => onUse(tool.id)}
          className={cn("rounded-md px-3 py-1.5", tool.disabled ? "opacity-40" : "active:bg-control-pressed")}
        >
          <Text className="text-sm text-label">{tool.title}</Text>
        </Pressable>
      ))}
    </View>
  )
}
