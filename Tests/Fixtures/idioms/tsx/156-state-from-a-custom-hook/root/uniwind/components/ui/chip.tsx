import * as React from "react"
import { Pressable, Text } from "react-native"
import { cn } from "@/lib/utils"

/** Press feedback kept in the component's own state, wired through a hook. */
function usePressFeedback(onPressIn?: () => void) {
  const [isDown, setIsDown] = React.useState(false)
  const beginPress = React.useCallback(() => {
    setIsDown(true)
    onPressIn?.()
  }, [onPressIn])
  function endPress() {
    setIsDown(false)
  }
  return { isDown, beginPress, endPress }
}

type ChipProps = { label: string; onPressIn?: () => void }

export function Chip({ label, onPressIn }: ChipProps) {
  const { isDown, beginPress, endPress } = usePressFeedback(onPressIn)
  return (
    <Pressable
      onPressIn={beginPress}
      onPressOut={endPress}
      className={cn("rounded-full px-3 py-1", isDown ? "bg-control-pressed" : "bg-control")}
    >
      <Text className="text-sm text-label">{label}</Text>
    </Pressable>
  )
}
