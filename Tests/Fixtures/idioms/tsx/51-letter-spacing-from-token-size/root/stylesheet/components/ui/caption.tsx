import { Text } from "react-native"
import { fontSize, spacingEm, useTheme } from "./theme"

type CaptionSize = "small" | "body"

export function Caption({ size = "small", children }: { size?: CaptionSize; children: string }) {
  const { colors } = useTheme()
  const type = fontSize[size]
  return (
    <Text style={[type, { color: colors.ink, letterSpacing: spacingEm(0.04, type.fontSize) }]}>{children}</Text>
  )
}
