import * as React from "react"
import { View } from "react-native"
import { cn } from "cn"

// The dot's tone travels down the tree: a parent provides it, the dot reads it.
export const DotTone = React.createContext<string>("bg-label")

export function StatusDot({ className }: { className?: string }) {
  const tone = React.useContext(DotTone)
  return <View className={cn("size-2 rounded-full", tone, className)} />
}
