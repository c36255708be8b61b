import * as React from "react"
import { View } from "react-native"

type KnobProps = { onDrag?: (dx: number) => void }

/** A round handle dragged along a track: its ring turns to the accent color while a finger holds it. */
export function Knob({ onDrag }: KnobProps) {
  const [held, setHeld] = React.useState(false)
  const release = () => setHeld(false)
  return (
    <View
      className={`size-[22px] rounded-full border-2 bg-surface ${held ? "border-accent" : "border-separator"}`}
      onStartShouldSetResponder={() => true}
      onResponderGrant={() => setHeld(true)}
      onResponderMove={(e) => onDrag?.(e.nativeEvent.locationX)}
      onResponderRelease={release}
      onResponderTerminate={release}
    />
  )
}
