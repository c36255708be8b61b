import { Pressable, StyleSheet, Text, View } from "react-native";

type PagerProps = { page: number; pages: number; disabled?: boolean; onChange: (page: number) => void };

// Previous and next arrows around the page number; an arrow at the first or last page is dimmed.
export function Pager({ page, pages, disabled = false, onChange }: PagerProps) {
  function arrow(glyph: string, to: number, atEnd: boolean) {
    const off = atEnd || disabled;
    return (
      <Pressable disabled={off} onPress={() => onChange(to)} style={({ pressed }) => [styles.arrow, pressed && !off ? styles.held : null]}>
        <Text style={{ color: off ? "#C7C7CC" : "#007AFF", fontSize: 17 }}>{glyph}</Text>
      </Pressable>
    );
  }
  return (
    <View style={styles.row}>
      {arrow("‹", page - 1, page <= 1)}
      <Text style={styles.page}>{page}</Text>
      {arrow("›", page + 1, page >= pages)}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", gap: 8 },
  arrow: { borderRadius: 6, padding: 6 },
  held: { backgroundColor: "#E5E5EA" },
  page: { fontSize: 15, fontWeight: "500" },
});
