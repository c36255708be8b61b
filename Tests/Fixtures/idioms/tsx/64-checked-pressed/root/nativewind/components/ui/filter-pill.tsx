import { Pressable, Text } from "react-native";

type FilterPillProps = { label: string; selected?: boolean; onToggle?: () => void };

/** A filter pill: pressing a selected pill darkens its blue, pressing an idle one greys it. */
export function FilterPill({ label, selected = false, onToggle }: FilterPillProps) {
  return (
    <Pressable onPress={onToggle}>
      {({ pressed }) => (
        <Text
          className={
            selected
              ? pressed ? "rounded-full bg-blue-800 px-3 text-white" : "rounded-full bg-blue-600 px-3 text-white"
              : pressed ? "rounded-full bg-gray-200 px-3 text-gray-900" : "rounded-full bg-gray-100 px-3 text-gray-900"
          }
        >
          {label}
        </Text>
      )}
    </Pressable>
  );
}
