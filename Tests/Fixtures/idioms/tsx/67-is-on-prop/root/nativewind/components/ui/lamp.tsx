import { View } from "react-native";

/** A status lamp: lit when `isOn`. */
export function Lamp({ isOn = false }: { isOn?: boolean }) {
  return <View className={isOn ? "size-3 rounded-full bg-green-500" : "size-3 rounded-full bg-gray-300"} />;
}
