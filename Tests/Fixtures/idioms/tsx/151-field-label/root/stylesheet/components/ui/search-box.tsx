import { StyleSheet, Text, TextInput, View } from "react-native";

type SearchBoxProps = { label: string; hint?: string; query: string; onQuery: (q: string) => void };

// A search field with its label above and an optional hint below.
export const SearchBox = ({ label, hint, query, onQuery }: SearchBoxProps) => (
  <View style={styles.stack}>
    <Text style={styles.caption}>{label}</Text>
    <TextInput value={query} onChangeText={onQuery} placeholder="Search" placeholderTextColor="#8E8E93" style={styles.input} />
    {hint ? <Text style={styles.hint}>{hint}</Text> : null}
  </View>
);

const styles = StyleSheet.create({
  stack: { gap: 4 },
  caption: { fontSize: 13, fontWeight: "600", color: "#3C3C43" },
  input: { height: 36, borderRadius: 10, paddingHorizontal: 12, backgroundColor: "#7676801F", fontSize: 17 },
  hint: { fontSize: 12, color: "#8E8E93" },
});
