import * as React from "react"
import { Pressable, Text, View } from "react-native"

type Kind = "calm" | "loud"

// `loud` has no resting fill: its key is left out of the table entry.
const fills: Record<Kind, { rest?: string; down: string }> = {
  calm: { rest: "#EEEEEE", down: "#DDDDDD" },
  loud: { down: "#FF8800" },
}

const ink: Record<Kind, string> = { calm: "#222222", loud: "#AA3300" }

export function Tile({
  kind = "calm",
  badge,
  title,
}: {
  kind?: Kind
  badge?: (props: { color: string; size: number }) => React.ReactNode
  title: string
}) {
  return (
    <Pressable>
      {(state) => (
        <View style={{ backgroundColor: state.pressed ? fills[kind].down : fills[kind].rest, padding: 6 }}>
          {badge?.({ color: ink[kind], size: 12 })}
          <Text style={{ color: ink[kind] }}>{title}</Text>
        </View>
      )}
    </Pressable>
  )
}
