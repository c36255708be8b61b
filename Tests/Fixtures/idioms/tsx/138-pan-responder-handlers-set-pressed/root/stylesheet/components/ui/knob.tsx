import * as React from "react"
import { PanResponder, StyleSheet, View } from "react-native"
import { useTheme } from "./theme"

const styles = StyleSheet.create({
  knob: { width: 22, height: 22, borderRadius: 11, borderWidth: 2 },
})

/** A round handle dragged along a track: its ring turns to the accent color while a finger holds it. */
export function Knob({ onDrag }: { onDrag?: (dx: number) => void }) {
  const { colors } = useTheme()
  const [held, setHeld] = React.useState(false)
  const responder = React.useRef(
    PanResponder.create({
      onStartShouldSetPanResponder: () => true,
      onPanResponderGrant: () => {
        setHeld(true)
      },
      onPanResponderMove: (_, gesture) => onDrag?.(gesture.dx),
      onPanResponderRelease: () => setHeld(false),
    }),
  ).current
  return (
    <View
      {...responder.panHandlers}
      style={[styles.knob, { backgroundColor: colors.surface, borderColor: held ? colors.accent : colors.border }]}
    />
  )
}
