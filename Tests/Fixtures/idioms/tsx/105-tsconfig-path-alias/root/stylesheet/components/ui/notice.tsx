import { StyleSheet, Text, View } from "react-native"
import { inset, palette } from "@/lib/palette"

export function Notice({ message }: { message: string }) {
  return (
    <View style={styles.box}>
      <Text style={styles.message}>{message}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  box: {
    backgroundColor: palette.mist,
    borderColor: palette.line,
    borderWidth: 1,
    borderRadius: 6,
    paddingHorizontal: inset(3),
    paddingVertical: inset(2),
  },
  message: {
    color: palette.ink,
    fontSize: 14,
    lineHeight: 20,
  },
})
