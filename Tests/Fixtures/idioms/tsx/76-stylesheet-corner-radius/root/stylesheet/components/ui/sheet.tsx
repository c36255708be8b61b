import { StyleSheet, View } from "react-native"

// Floating: every corner rounded alike. Docked to the bottom edge: square bottom corners.
const styles = StyleSheet.create({
  base: { padding: 16, backgroundColor: "#ffffff" },
  floating: { borderRadius: 16 },
  docked: { borderTopLeftRadius: 16, borderTopRightRadius: 16 },
})

type Props = { edge?: "floating" | "docked"; children?: React.ReactNode }

export function Sheet({ edge = "floating", children }: Props) {
  return <View style={[styles.base, styles[edge]]}>{children}</View>
}
