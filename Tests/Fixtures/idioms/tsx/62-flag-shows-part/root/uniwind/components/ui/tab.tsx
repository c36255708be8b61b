import { Pressable, Text, View } from "react-native";

type TabProps = { title: string; tone?: "neutral" | "brand"; showBadge?: boolean };

const toneText = { neutral: "text-gray-700", brand: "text-blue-600" } as const;

/** A tab; the caller may ask for a count badge beside the title. */
export function Tab({ title, tone = "neutral", showBadge = false }: TabProps) {
  return (
    <Pressable className="flex-row items-center gap-1.5 px-3 py-2">
      <Text className={`text-sm font-medium ${toneText[tone]}`}>{title}</Text>
      {showBadge && <View className="size-2 rounded-full bg-red-500" />}
    </Pressable>
  );
}
