import { Pressable, Text } from "react-native";

type BookmarkButtonProps = {
  saved: boolean;
  onToggle: () => void;
};

/** Saves an article for later; a saved one is drawn dark with light text. */
export function BookmarkButton({ saved, onToggle }: BookmarkButtonProps) {
  return (
    <Pressable
      aria-pressed={saved}
      onPress={onToggle}
      className={saved ? "rounded-full bg-neutral-900 px-3 py-1.5" : "rounded-full border border-neutral-300 px-3 py-1.5"}
    >
      <Text className={saved ? "text-sm font-medium text-white" : "text-sm font-medium text-neutral-900"}>
        {saved ? "Saved" : "Save"}
      </Text>
    </Pressable>
  );
}
