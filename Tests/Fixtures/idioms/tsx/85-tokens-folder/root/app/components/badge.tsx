import { Text, View } from "react-native";

type BadgeProps = { count: number };

export function Badge({ count }: BadgeProps) {
  return (
    <View className="badge__frame">
      <Text className="text-xs font-semibold text-foam">{count}</Text>
    </View>
  );
}
