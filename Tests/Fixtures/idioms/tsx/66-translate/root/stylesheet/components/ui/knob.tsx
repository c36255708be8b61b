import { StyleSheet, View } from "react-native";

const styles = StyleSheet.create({ knob: { width: 20, height: 20, borderRadius: 10, backgroundColor: "#fff" } });

/** A knob that slides right when checked and sits a little higher. */
export function Knob({ checked = false }: { checked?: boolean }) {
  return <View style={[styles.knob, { transform: [{ translateX: checked ? 16 : 0 }, { translateY: -2 }] }]} />;
}
