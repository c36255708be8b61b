import { Pressable } from "react-native";

type TickProps = { checked?: boolean; disabled?: boolean; onChange?: (next: boolean) => void };

/** A tick box: a checked box that is disabled keeps its green, faded; an unchecked one greys. */
export function Tick({ checked = false, disabled = false, onChange }: TickProps) {
  return (
    <Pressable
      disabled={disabled}
      onPress={() => onChange?.(!checked)}
      className={[
        "size-[18px] rounded border border-gray-300 bg-white",
        checked && "border-green-700 bg-green-700",
        disabled && (checked ? "opacity-40" : "bg-gray-100"),
      ].filter(Boolean).join(" ")}
    />
  );
}
