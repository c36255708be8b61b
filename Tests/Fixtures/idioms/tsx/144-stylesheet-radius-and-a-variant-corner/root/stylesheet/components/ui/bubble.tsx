import { StyleSheet, Text, View } from "react-native"

const styles = StyleSheet.create({
  bubble: { borderRadius: 16, paddingHorizontal: 12, paddingVertical: 8 },
  outgoing: { borderBottomRightRadius: 4, backgroundColor: "#0a84ff" },
  incoming: { borderBottomLeftRadius: 4, backgroundColor: "#e5e5ea" },
})

/** A chat message: one radius, but a variant squares the corner that points at its sender. */
export function Bubble({ text, side = "incoming" }: { text: string; side?: "incoming" | "outgoing" }) {
  return (
    <View style={[styles.bubble, side === "outgoing" ? styles.outgoing : styles.incoming]}>
      <Text>{text}</Text>
    </View>
  )
}
