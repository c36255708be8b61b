import { Text, View } from "react-native"
import { useThemeColor } from "../../lib/use-theme-color"

/** A bar and its caption, painted with colors a hook reads from the theme's CSS variables. */
export function Meter({ label }: { label: string }) {
  const [track] = useThemeColor(["track", "ink"])
  const ink = useThemeColor("ink")
  return (
    <View className="h-2 rounded-full" style={{ backgroundColor: track }}>
      <Text style={{ color: ink }}>{label}</Text>
    </View>
  )
}
