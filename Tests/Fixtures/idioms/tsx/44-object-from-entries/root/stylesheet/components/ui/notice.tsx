import * as React from "react"
import { Text, View } from "react-native"

type Tone = "info" | "warn" | "error"

const tones: Tone[] = ["info", "warn", "error"]

function inkFor(tone: Tone) {
  if (tone === "error") return "#B3261E"
  return tone === "warn" ? "#7A4A00" : "#0B3D91"
}

// One record per tone, built from the list of tones rather than written out.
const look = Object.fromEntries(
  tones.map((tone) => [tone, { fill: tone === "info" ? "#E8F1FF" : "#FFF4E5", ink: inkFor(tone) }])
) as Record<Tone, { fill: string; ink: string }>

export function Notice({ tone = "info", message }: { tone?: Tone; message: string }) {
  const { fill, ink } = look[tone]
  return (
    <View style={{ backgroundColor: fill, padding: 12 }}>
      <Text style={{ color: ink }}>{message}</Text>
    </View>
  )
}
