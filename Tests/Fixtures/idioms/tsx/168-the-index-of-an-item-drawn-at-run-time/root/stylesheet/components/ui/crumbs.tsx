import * as React from "react"
import { StyleSheet, Text, View } from "react-native"

/** Breadcrumbs: the trail the app passes, a slash before every crumb but the first, the last one darker, each indented a little more. */
export function Crumbs({ trail }: { trail: string[] }) {
  return (
    <View style={styles.row}>
      {trail.map((crumb, index) => (
        <React.Fragment key={crumb}>
          {index > 0 ? <Text style={styles.slash}>/</Text> : null}
          <Text style={[styles.crumb, { color: index === trail.length - 1 ? "#1C1C1E" : "#8E8E93", paddingLeft: index * 2 }]}>{crumb}</Text>
        </React.Fragment>
      ))}
    </View>
  )
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", gap: 4 },
  slash: { fontSize: 13, color: "#C7C7CC" },
  crumb: { fontSize: 13 },
})
