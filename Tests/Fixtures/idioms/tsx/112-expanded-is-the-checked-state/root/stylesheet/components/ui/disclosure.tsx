import { Pressable, StyleSheet, Text } from "react-native";

type DisclosureProps = { title: string; expanded?: boolean; onToggle?: () => void };

const styles = StyleSheet.create({
  row: { paddingVertical: 10, paddingHorizontal: 14, borderRadius: 8 },
  open: { backgroundColor: "#EEF2FF" },
  title: { fontSize: 15, color: "#111827" },
});

export function Disclosure({ title, expanded = false, onToggle }: DisclosureProps) {
  return (
    <Pressable onPress={onToggle} style={[styles.row, expanded && styles.open]}>
      <Text style={styles.title}>{title}</Text>
    </Pressable>
  );
}
