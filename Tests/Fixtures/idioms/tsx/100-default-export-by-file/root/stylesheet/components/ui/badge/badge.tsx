import * as React from "react"
import { StyleSheet, Text, View } from "react-native"
import fonts from "../fonts"
import rem from "../rem"

export type BadgeProps = { count: number }

// The folder's barrel re-exports the badge; its helpers are default exports named by their files.
export function Badge({ count }: BadgeProps) {
  return (
    <View style={styles.badge}>
      <Text style={styles.count}>{count}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  badge: { paddingHorizontal: rem(0.5), borderRadius: rem(0.75), backgroundColor: "#d70015" },
  count: { ...fonts.bold, fontSize: rem(0.75), color: "#ffffff" },
})
