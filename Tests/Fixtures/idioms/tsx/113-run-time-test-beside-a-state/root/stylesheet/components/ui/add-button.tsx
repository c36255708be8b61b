import { Pressable, StyleSheet, Text } from "react-native"

type AddButtonProps = {
  label: string
  count: number
  limit?: number
  isDisabled?: boolean
  onPress?: () => void
}

// Adds one more item; it looks disabled once the count reaches its limit.
export function AddButton({ label, count, limit = 10, isDisabled = false, onPress }: AddButtonProps) {
  const blocked = isDisabled || count >= limit
  return (
    <Pressable disabled={blocked} onPress={onPress} style={[styles.base, blocked && styles.blocked]}>
      <Text style={[styles.label, { color: blocked ? "#9AA0A6" : "#FFFFFF" }]}>{label}</Text>
    </Pressable>
  )
}

const styles = StyleSheet.create({
  base: { backgroundColor: "#1A73E8", borderRadius: 8, paddingHorizontal: 12, paddingVertical: 6 },
  blocked: { backgroundColor: "#E8EAED" },
  label: { fontSize: 14, lineHeight: 20, fontWeight: "600" },
})
