import { Text, TextInput, View } from "react-native";

type EntryProps = { value: string; errorMessage?: string };

/** A text entry that is invalid when an error message is passed (the prop is a state). */
export function Entry({ value, errorMessage }: EntryProps) {
  return (
    <View className="gap-1">
      <TextInput value={value} className={errorMessage ? "border border-red-600 rounded-md px-3" : "border border-gray-300 rounded-md px-3"} />
      {errorMessage ? <Text className="text-xs text-red-600">{errorMessage}</Text> : null}
    </View>
  );
}
