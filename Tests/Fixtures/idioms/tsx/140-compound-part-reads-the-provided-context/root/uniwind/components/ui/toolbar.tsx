import * as React from "react"
import { Pressable, Text, View } from "react-native"

type Density = "comfortable" | "dense"

const ToolbarDensity = React.createContext<Density>("comfortable")

function useDensity() {
  return React.useContext(ToolbarDensity)
}

/** A row of tools; its parts read the density it provides. */
export function Toolbar({ density = "comfortable", children }: { density?: Density; children?: React.ReactNode }) {
  return (
    <ToolbarDensity.Provider value={density}>
      <View className={density === "dense" ? "h-10 flex-row items-center gap-1 bg-surface px-2" : "h-12 flex-row items-center gap-2 bg-surface px-3"}>
        {children}
      </View>
    </ToolbarDensity.Provider>
  )
}

/** One tool: its name is not a part's, but it reads the toolbar's context, so it is drawn inside it. */
export function ToolbarTool({ label, disabled }: { label: string; disabled?: boolean }) {
  const density = useDensity()
  return (
    <Pressable disabled={disabled} className="rounded-md px-2 active:bg-control-pressed">
      <Text className={density === "dense" ? "text-xs text-label" : "text-sm text-label"}>{label}</Text>
    </Pressable>
  )
}

/** A toolbar that reads nothing of another: a component of its own, not a part. */
export function ToolbarGroup({ children }: { children?: React.ReactNode }) {
  return <View className="flex-row gap-4">{children}</View>
}
