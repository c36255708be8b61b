import { View } from "react-native";

type SheetProps = { edge?: "floating" | "docked"; children?: React.ReactNode };

// Floating: every corner rounded alike. Docked: the top corners only, and square at the bottom.
const edges = {
  floating: "rounded-2xl",
  docked: "rounded-t-2xl rounded-b-none",
} as const;

export function Sheet({ edge = "floating", children }: SheetProps) {
  return <View className={`bg-white p-4 ${edges[edge]}`}>{children}</View>;
}
