import { Pressable, StyleSheet, Text } from "react-native";

type Kind = "solid" | "quiet";

// Only some kinds darken while held; the others keep their fill.
const fills: Record<Kind, { rest: string; held?: string }> = {
  solid: { rest: "#2563EB", held: "#1D4ED8" },
  quiet: { rest: "#F1F5F9" },
};

export function Pill({ kind = "solid", label }: { kind?: Kind; label: string }) {
  const fill = fills[kind];
  return (
    <Pressable
      style={({ pressed }) => [styles.box, { backgroundColor: pressed && "held" in fill ? fill.held : fill.rest }]}
    >
      <Text style={styles.label}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  box: { borderRadius: 999, paddingHorizontal: 14, paddingVertical: 6 },
  label: { fontSize: 14, fontWeight: "600" },
});
