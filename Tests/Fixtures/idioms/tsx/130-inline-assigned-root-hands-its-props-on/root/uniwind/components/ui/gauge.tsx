import { forwardRef } from "react"
import { Text, View } from "react-native"

interface GaugeProps {
  /** Share done, from 0 to 1. */
  share: number
  tone?: "neutral" | "danger"
  caption?: string
}

const fillByTone = { neutral: "bg-accent", danger: "bg-danger" }

const GaugeTrack = forwardRef<View, GaugeProps>(({ share, tone = "neutral", caption }, ref) => (
  <View ref={ref} className="gap-1">
    <View className="h-1.5 w-full rounded-full bg-control">
      <View className={`h-full rounded-full ${fillByTone[tone]}`} style={{ width: `${Math.round(share * 100)}%` }} />
    </View>
    {caption ? <Text className="text-xs text-label-secondary">{caption}</Text> : null}
  </View>
))

export const Gauge = Object.assign(
  forwardRef<View, GaugeProps>(function Gauge(props, ref) {
    return <GaugeTrack ref={ref} {...props} />
  }),
  { Track: GaugeTrack }
)
