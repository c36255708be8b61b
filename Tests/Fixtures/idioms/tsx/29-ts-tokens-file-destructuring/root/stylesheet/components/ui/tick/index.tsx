import { StyleSheet, View } from "react-native";
import { TickTokens, ringWidths } from "./tokens";

// Renamed, defaulted and positional bindings at the top of the file.
const { boxSize: BOX, boxRadius: RADIUS, outline, halo = "#EADDFF" } = TickTokens;
const [THIN] = ringWidths;

type TickProps = { checked?: boolean };

/** A tick box whose dimensions come from its tokens file. */
export function Tick({ checked = false }: TickProps) {
  return (
    <View
      style={[
        styles.box,
        { borderColor: outline, borderWidth: THIN, backgroundColor: halo },
        checked && { backgroundColor: TickTokens.fill },
      ]}
    />
  );
}

const styles = StyleSheet.create({
  box: { width: BOX, height: BOX, borderRadius: RADIUS },
});
