import { memo } from "react"
import { Pressable, StyleSheet, Text } from "react-native"

type PillProps = { label: string; tone?: "plain" | "strong"; onPress?: () => void }

const styles = StyleSheet.create({
  pill: { borderRadius: 999, paddingHorizontal: 10, height: 24, justifyContent: "center" },
  plain: { backgroundColor: "#f2f2f7" },
  strong: { backgroundColor: "#1c1c1e" },
  label: { fontSize: 13 },
})

/** A small helper drawn before the pill: the first function of the file, not the component. */
function PillGroupSpacer() {
  return <Text style={{ width: 4 }} />
}

function PillImpl({ label, tone = "plain", onPress }: PillProps) {
  return (
    <Pressable onPress={onPress} style={[styles.pill, styles[tone]]}>
      <Text style={[styles.label, { color: tone === "strong" ? "#ffffff" : "#1c1c1e" }]}>{label}</Text>
    </Pressable>
  )
}

/** The component is the memoized function: its name is `Pill`, its drawing `PillImpl`'s. */
export const Pill = memo(PillImpl)
export { PillGroupSpacer }
