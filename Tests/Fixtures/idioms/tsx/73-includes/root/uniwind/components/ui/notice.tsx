import * as React from "react"
import { Text, View } from "react-native"
import { cn } from "@/lib/utils"

const NoticeText = React.createContext<string | undefined>(undefined)

type Tone = "info" | "warning" | "danger"

function NoticeBody({ children }: { children: React.ReactNode }) {
  const textClass = React.useContext(NoticeText)
  // A class the parent's class string holds, and a tone among a list of tones.
  return (
    <Text className={cn("text-sm text-ink", textClass?.includes("text-danger") && "text-danger/80")}>
      {children}
    </Text>
  )
}

export function Notice({ tone = "info", children }: { tone?: Tone; children: React.ReactNode }) {
  const loud = ["warning", "danger"].includes(tone)
  return (
    <NoticeText.Provider value={cn("text-sm", tone === "danger" && "text-danger", tone === "warning" && "text-warning")}>
      <View className={cn("rounded-md p-3", loud && "border border-ink")}>
        <NoticeBody>{children}</NoticeBody>
      </View>
    </NoticeText.Provider>
  )
}
