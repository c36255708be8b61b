import { Pressable, StyleSheet, View } from "react-native"

type ScrimProps = { onDismiss: () => void; dim?: "light" | "heavy" }

// A full-size overlay: React Native's StyleSheet.absoluteFill under its own tint.
export function Scrim({ onDismiss, dim = "light" }: ScrimProps) {
  return (
    <View style={StyleSheet.absoluteFill}>
      <Pressable onPress={onDismiss} style={[StyleSheet.absoluteFillObject, dim === "heavy" ? styles.heavy : styles.light]} />
    </View>
  )
}

const styles = StyleSheet.create({
  light: { backgroundColor: "rgba(0, 0, 0, 0.32)" },
  heavy: { backgroundColor: "rgba(0, 0, 0, 0.6)" },
})
