import { StyleSheet, Text, View } from "react-native";

type Glyph = React.ComponentType<{ size?: number; color?: string }>;

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", gap: 10, paddingHorizontal: 14 },
  icon: { width: 18, height: 18, alignItems: "center", justifyContent: "center" },
  title: { fontSize: 15, color: "#111827" },
});

export function Row({ title, Icon }: { title: string; Icon?: Glyph }) {
  return (
    <View style={styles.row}>
      {Icon ? (
        <View style={styles.icon}>
          <Icon size={18} color="#6B7280" />
        </View>
      ) : null}
      <Text style={styles.title}>{title}</Text>
    </View>
  );
}
