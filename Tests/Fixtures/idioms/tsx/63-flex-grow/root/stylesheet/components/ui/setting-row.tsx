import { StyleSheet, Text, View } from "react-native";

// A settings row: the labels take the room the switch leaves; the sheet stretches down.
const styles = StyleSheet.create({
  sheet: { flexGrow: 1, padding: 16 },
  row: { flexDirection: "row", alignItems: "center", gap: 12 },
  labels: { flex: 1 },
  title: { fontSize: 17 },
});

export function SettingRow({ title }: { title: string }) {
  return (
    <View style={styles.sheet}>
      <View style={styles.row}>
        <View style={styles.labels}>
          <Text style={styles.title}>{title}</Text>
        </View>
      </View>
    </View>
  );
}
