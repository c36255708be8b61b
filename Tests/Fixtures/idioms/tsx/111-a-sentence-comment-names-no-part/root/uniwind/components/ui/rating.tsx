import { View } from "react-native";

type RatingProps = { value: number; size?: "sm" | "lg" };

export function Rating({ value, size = "sm" }: RatingProps) {
  return (
    <View className="flex-row items-center gap-1 rounded-md bg-gray-100 p-1">
      {/* The stars below are drawn as dots, the thumb of a tiny scale */}
      <View className={size === "sm" ? "size-2 rounded-full bg-amber-400" : "size-3 rounded-full bg-amber-400"} />
      <View className={size === "sm" ? "size-2 rounded-full bg-gray-300" : "size-3 rounded-full bg-gray-300"} />
    </View>
  );
}
