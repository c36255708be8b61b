import { StyleSheet, Text, TextInput, View } from "react-native";

const styles = StyleSheet.create({
  box: { flexDirection: "row", alignItems: "center", gap: 2, height: 40, paddingHorizontal: 12, borderWidth: 1, borderColor: "#D1D5DB", borderRadius: 8 },
  at: { fontSize: 14, fontWeight: "400", color: "#6B7280" },
  input: { flex: 1, fontSize: 16, fontWeight: "600", color: "#111827" },
});

/** A username field: an "@" before the handle. */
export function HandleField({ value, onChangeText }: { value: string; onChangeText: (v: string) => void }) {
  return (
    <View style={styles.box}>
      <Text style={styles.at}>@</Text>
      <TextInput style={styles.input} value={value} onChangeText={onChangeText} placeholder="handle" placeholderTextColor="#9CA3AF" />
    </View>
  );
}
