import * as React from "react"
import { Pressable, Text, View } from "react-native"
import { cn } from "cn"
import { DotTone } from "./status-dot"

function SegmentDot() {
  const tone = React.useContext(DotTone)
  return <View className={cn("size-2 rounded-full", tone)} />
}

export function Segment({ label, disabled = false }: { label: string; disabled?: boolean }) {
  return (
    <DotTone.Provider value={disabled ? "bg-separator" : "bg-accent"}>
      <Pressable disabled={disabled} className="flex-row items-center gap-2 h-8 px-3 rounded-md">
        <SegmentDot />
        <Text className="text-sm text-label">{label}</Text>
      </Pressable>
    </DotTone.Provider>
  )
}
