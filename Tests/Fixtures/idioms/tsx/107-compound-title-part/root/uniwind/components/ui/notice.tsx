import * as React from "react"
import { Text, View } from "react-native"

type Tone = "info" | "critical"

const NoticeTone = React.createContext<Tone>("info")

const headingInk: { [K in Tone]: string } = {
  info: "text-label",
  critical: "text-danger",
}

export function Notice({ tone = "info", children }: { tone?: Tone; children?: React.ReactNode }) {
  return (
    <NoticeTone.Provider value={tone}>
      <View className={tone === "critical" ? "rounded-lg border border-danger p-4 gap-1" : "rounded-lg bg-surface-secondary p-4 gap-1"}>
        {children}
      </View>
    </NoticeTone.Provider>
  )
}

export function NoticeTitle(props: React.ComponentProps<typeof Text>) {
  const tone = React.useContext(NoticeTone)
  return <Text {...props} className={["text-sm font-semibold", headingInk[tone]].join(" ")} />
}

export function NoticeDescription(props: React.ComponentProps<typeof Text>) {
  return <Text {...props} className="text-xs text-label-secondary" />
}
