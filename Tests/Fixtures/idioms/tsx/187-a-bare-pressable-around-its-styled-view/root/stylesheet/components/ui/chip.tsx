import { Pressable, StyleSheet, Text, View } from "react-native"

const styles = StyleSheet.create({
  box: { height: 32, paddingHorizontal: 12, borderRadius: 16, justifyContent: "center" },
  label: { fontSize: 14 },
})

// The Pressable only handles touches; the view it renders draws the chip.
export function Chip({ title }: { title: string }) {
  return (
    <Pressable accessibilityRole="button">
      {({ pressed }) => (
        <View style={[styles.box, { backgroundColor: pressed ? "#D0D0D0" : "#EEEEEE" }]}>
          <Text style={styles.label}>{title}</Text>
        </View>
      )}
    </Pressable>
  )
}
