import React, { Component } from "react"
import { StyleSheet, Text, View } from "react-native"

type TagProps = { label: string; size?: "small" | "medium"; rounded?: boolean; inset?: number }

// A class component whose defaults are its static `defaultProps`, not written where the props are read.
export class Tag extends Component<TagProps> {
  static defaultProps = { size: "medium", rounded: true, inset: 10 }

  render() {
    const { label, size, rounded, inset } = this.props
    return (
      <View style={[styles.tag, { paddingHorizontal: size === "small" ? inset - 4 : inset, borderRadius: rounded ? 999 : 6 }]}>
        <Text style={styles.label}>{label}</Text>
      </View>
    )
  }
}

const styles = StyleSheet.create({ tag: { backgroundColor: "#e5e5ea" }, label: { fontSize: 13 } })
