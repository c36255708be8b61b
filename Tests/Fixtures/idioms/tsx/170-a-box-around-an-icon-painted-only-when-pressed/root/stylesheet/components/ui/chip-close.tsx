import { Pressable, StyleSheet, Text, View } from "react-native";
import { X } from "lucide-react-native";

const styles = StyleSheet.create({
  chip: { flexDirection: "row", alignItems: "center", gap: 4, paddingLeft: 10, borderRadius: 16, backgroundColor: "#EEF2FF" },
  label: { fontSize: 13, color: "#3730A3" },
  close: { width: 24, height: 24, alignItems: "center", justifyContent: "center" },
  closePressed: { backgroundColor: "#C7D2FE", borderRadius: 12 },
});

/** A chip with a label and a close glyph; the glyph's circle shows while it is pressed. */
export function ChipClose({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <View style={styles.chip}>
      <Text style={styles.label}>{label}</Text>
      <Pressable onPress={onClose} style={({ pressed }) => [styles.close, pressed && styles.closePressed]}>
        <X size={14} color="#4338CA" />
      </Pressable>
    </View>
  );
}
