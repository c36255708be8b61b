import { TextInput } from "react-native";

type SearchBoxProps = { value: string; onChangeText: (text: string) => void };

/** A search field whose placeholder is styled with NativeWind's `placeholder:` prefix (its placeholderTextColor). */
export function SearchBox({ value, onChangeText }: SearchBoxProps) {
  return (
    <TextInput
      value={value}
      onChangeText={onChangeText}
      placeholder="Search"
      className="h-11 rounded-full bg-slate-100 px-4 text-slate-900 placeholder:text-slate-400 web:outline-none"
    />
  );
}
