import * as React from "react"
import { Text, View, type ViewProps } from "react-native"

type Density = "roomy" | "tight"

const PanelDensity = React.createContext<Density>("roomy")

/** Gives a part the classes of the panel's density; the part's own classes still win. */
function withDensity<P extends { className?: string }>(Part: React.ComponentType<P>, classes: Record<Density, string>) {
  function Dense(props: P) {
    const density = React.useContext(PanelDensity)
    return <Part {...props} className={[classes[density], props.className].filter(Boolean).join(" ")} />
  }
  return Dense
}

function PanelRoot({ density = "roomy", children }: { density?: Density; children?: React.ReactNode }) {
  return (
    <PanelDensity.Provider value={density}>
      <View className="rounded-lg border border-separator bg-surface">{children}</View>
    </PanelDensity.Provider>
  )
}

function Section({ className, ...props }: ViewProps & { className?: string }) {
  return <View className={className} {...props} />
}

function Heading({ className, children }: { className?: string; children?: React.ReactNode }) {
  return <Text className={["font-semibold text-label", className].filter(Boolean).join(" ")}>{children}</Text>
}

const PanelBody = withDensity(Section, { roomy: "gap-2 p-4", tight: "gap-1 p-2" })
const PanelTitle = withDensity(Heading, { roomy: "text-base", tight: "text-sm" })

export const Panel = Object.assign(PanelRoot, { Body: PanelBody, Title: PanelTitle })
