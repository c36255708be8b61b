import { StyleSheet, Text, View } from "react-native";

// A toolbar whose title takes three shares of the row and whose actions take one.
export function Toolbar({ title }: { title: string }) {
  return (
    <View style={styles.bar}>
      <Text style={styles.title}>{title}</Text>
      <View style={styles.actions} />
    </View>
  );
}

const styles = StyleSheet.create({
  bar: { flexDirection: "row", height: 56, paddingHorizontal: 8 },
  title: { flex: 3, fontSize: 20 },
  actions: { flex: 1 },
});
