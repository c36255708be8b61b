import { StyleSheet, View } from "react-native";

type MeterProps = { amount: number; size?: "thin" | "thick" };

const styles = StyleSheet.create({
  rail: { width: "100%", borderRadius: 999, backgroundColor: "#E5E7EB", overflow: "hidden" },
  thin: { height: 2 },
  thick: { height: 6 },
  bar: { height: "100%", backgroundColor: "#7C3AED" },
});

export function Meter({ amount, size = "thin" }: MeterProps) {
  return (
    <View style={[styles.rail, styles[size]]}>
      <View style={[styles.bar, { width: `${amount * 100}%` }]} />
    </View>
  );
}
