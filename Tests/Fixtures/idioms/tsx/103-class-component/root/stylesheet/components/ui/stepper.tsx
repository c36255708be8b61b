import React from "react"
import { StyleSheet, Text, TouchableOpacity, View } from "react-native"

type StepperProps = {
  value: number
  size?: "small" | "large"
  disabled?: boolean
}

const heights = { small: 32, large: 44 }

// A stepper written as a class component: its render reads `this.props`, a helper method and a field.
export class Stepper extends React.PureComponent<StepperProps> {
  accent = "#0a84ff"

  renderButton = (label: string) => {
    const { size = "large", disabled = false } = this.props
    return (
      <TouchableOpacity disabled={disabled} style={[styles.button, { height: heights[size], opacity: disabled ? 0.4 : 1 }]}>
        <Text style={[styles.label, { color: this.accent }]}>{label}</Text>
      </TouchableOpacity>
    )
  }

  render() {
    const { value } = this.props
    return (
      <View style={styles.row}>
        {this.renderButton("−")}
        <Text style={styles.value}>{value}</Text>
        {this.renderButton("+")}
      </View>
    )
  }
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", gap: 8 },
  button: { paddingHorizontal: 12, borderRadius: 8 },
  label: { fontSize: 17 },
  value: { fontSize: 15, minWidth: 24 },
})
