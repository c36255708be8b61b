import { Text, View } from "react-native";
import { cva } from "class-variance-authority";

const tally = cva("rounded-full px-2 py-0.5", {
  variants: {
    tone: {
      info: "bg-sky-100",
      warn: "bg-amber-100",
    },
  },
  defaultVariants: { tone: "info" },
});

type TallyProps = { count: number; tone?: "info" | "warn"; className?: string; labelClassName?: string };

/** A count in a pill: the tone's classes sit in a template literal, the caller's in a concatenation. */
export function Tally({ count, tone = "info", className, labelClassName }: TallyProps) {
  return (
    <View className={`flex-row items-center ${tally({ tone })} ${className ?? ""}`}>
      <Text className={"text-xs font-semibold " + labelClassName}>{count}</Text>
    </View>
  );
}
