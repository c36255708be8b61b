import { Text, View } from "react-native";

/** A headline with a one-line title and a summary clamped to two lines by a class. */
export function Headline({ title, summary }: { title: string; summary: string }) {
  return (
    <View className="gap-1">
      <Text numberOfLines={1} className="text-base font-semibold">{title}</Text>
      <Text className="line-clamp-2 text-sm">{summary}</Text>
    </View>
  );
}
