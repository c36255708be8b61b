import { Text, View } from "react-native"

type Kind = "plain" | "framed" | "warning"
type Size = "sm" | "md"

const FILL: Record<Kind, string> = {
  plain: "bg-surface",
  framed: "bg-surface",
  warning: "bg-warn-soft",
}

// Only the framed notice has an edge.
const EDGE: Partial<Record<Kind, string>> = {
  framed: "border border-line",
}

// Only the warning notice tints its text, by size.
const TINT = {
  warning: { sm: "text-warn font-semibold", md: "text-warn" },
}

type NoticeProps = { kind?: Kind; size?: Size; children?: React.ReactNode }

export function Notice({ kind = "plain", size = "md", children }: NoticeProps) {
  return (
    <View className={[FILL[kind], EDGE[kind], size === "sm" ? "p-2" : "p-3"].join(" ")}>
      <Text className={["text-ink", TINT[kind]?.[size]].join(" ")}>{children}</Text>
    </View>
  )
}
