import * as React from "react"
import { StyleSheet } from "react-native"
import Animated, { interpolate, useAnimatedStyle, useSharedValue, withDelay, withSpring, withTiming } from "react-native-reanimated"

type ToggleProps = { checked?: boolean; disabled?: boolean }

// The thumb springs to its side and fades its fill; the track dims when disabled; the halo
// follows a progress value that only the running app knows.
export function Toggle({ checked = false, disabled = false }: ToggleProps) {
  const progress = useSharedValue(0)
  const thumbMotion = useAnimatedStyle(() => ({
    transform: [{ translateX: withSpring(checked ? 20 : 0) }],
    backgroundColor: withDelay(40, withTiming(checked ? "#FFFFFF" : "#E4E7EB")),
  }))
  const trackFade = useAnimatedStyle(() => ({ opacity: withTiming(disabled ? 0.4 : 1, { duration: 150 }) }), [disabled])
  const halo = useAnimatedStyle(() => ({ opacity: interpolate(progress.value, [0, 1], [0, 0.3]) }))
  return (
    <Animated.View style={[styles.track, trackFade]}>
      <Animated.View style={[styles.halo, halo]} />
      <Animated.View style={[styles.thumb, thumbMotion]} />
    </Animated.View>
  )
}

const styles = StyleSheet.create({
  track: { width: 48, height: 28, borderRadius: 14, backgroundColor: "#2B6CB0", padding: 2 },
  halo: { position: "absolute", width: 28, height: 28, borderRadius: 14 ** 1, backgroundColor: "#2B6CB0" },
  thumb: { width: 24, height: 24, borderRadius: 24 / 2 },
})
