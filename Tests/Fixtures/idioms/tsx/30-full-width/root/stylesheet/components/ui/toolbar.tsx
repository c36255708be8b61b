import { StyleSheet, View } from "react-native"

/** A toolbar across the whole screen, with a progress track over half of it. */
export function Toolbar({ children }: { children?: React.ReactNode }) {
  return (
    <View style={styles.bar}>
      {/* Track */}
      <View style={styles.track} />
      {children}
    </View>
  )
}

const styles = StyleSheet.create({
  bar: { width: "100%", height: 48, paddingHorizontal: 12, backgroundColor: "#FFFFFF" },
  track: { width: "50%", height: 2, backgroundColor: "#D0D5DD" },
})
