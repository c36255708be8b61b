import { Pressable, StyleSheet, TextInput, View } from "react-native"

type SearchBoxSize = "compact" | "roomy"

const styles = StyleSheet.create({
  wrapper: { gap: 4, paddingVertical: 2 },
  root: { flexDirection: "row", borderWidth: 1, borderColor: "#C7C7CC" },
})

const sized = {
  compact: { gap: 6, height: 30 },
  roomy: { gap: 10, height: 44 },
}

export function SearchBox({ size = "compact" }: { size?: SearchBoxSize }) {
  return (
    <View style={styles.wrapper}>
      <Pressable style={[styles.root, sized[size]]}>
        <TextInput style={{ color: "#111111" }} />
      </Pressable>
    </View>
  )
}
