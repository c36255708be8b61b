import { View } from "react-native";

/** A knob that slides right when checked and sits a little higher. */
export function Knob({ checked = false }: { checked?: boolean }) {
  return <View className={`size-5 rounded-full bg-white -translate-y-0.5 ${checked ? "translate-x-4" : "translate-x-0"}`} />;
}
