import { View } from "react-native"
import { useTheme } from "./theme"

type Status = "live" | "idle"

const tone: Record<Status, string> = { live: "accent", idle: "textMuted" }

/** A pip in the color of the status the running app gives; `variant` picks its shape. */
export function StatusPip({ status, variant = "dot" }: { status: Status; variant?: "dot" | "bar" }) {
  const { colors } = useTheme()
  return <View style={{ width: variant === "bar" ? 16 : 8, height: 8, borderRadius: 4, backgroundColor: colors[tone[status]] }} />
}
