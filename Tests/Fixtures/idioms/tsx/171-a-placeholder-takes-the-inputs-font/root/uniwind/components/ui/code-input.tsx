import { TextInput } from "react-native";

/** A one-line input for a coupon code, set in a medium weight with wide tracking. */
export function CodeInput({ value, onChangeText }: { value: string; onChangeText: (v: string) => void }) {
  return (
    <TextInput
      value={value}
      onChangeText={onChangeText}
      placeholder="COUPON"
      className="h-11 rounded-lg border border-zinc-300 px-3 text-base font-medium tracking-wide text-zinc-900"
      placeholderTextColorClassName="accent-zinc-400"
    />
  );
}
