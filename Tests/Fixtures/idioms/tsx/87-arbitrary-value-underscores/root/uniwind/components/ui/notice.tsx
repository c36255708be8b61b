import { View, Text } from "react-native";

/** A notice whose colors are arbitrary values, spaces written as `_` as Tailwind wants them. */
export function Notice({ message }: { message: string }) {
  return (
    <View className="bg-[oklch(96%_0.03_250)] border border-[rgb(0_135_248_/_50%)] rounded-[10px] px-[calc(0.5rem_+_4px)] py-2">
      <Text className="text-[oklch(38%_0.12_255)] text-sm font-medium">{message}</Text>
    </View>
  );
}
