import { View } from "react-native";
import { cn } from "@/lib/utils";

type RingSize = "small" | "large";

// Hairline rings: the small one is drawn with an arbitrary width, the large one with a step.
const widthBySize: Record<RingSize, string> = {
  small: "border-[1.5px] h-4 w-4",
  large: "border-2 h-6 w-6",
};

export function Ring({ size = "large" }: { size?: RingSize }) {
  return <View className={cn("rounded-full border-[#8e8e93]", widthBySize[size])} />;
}
