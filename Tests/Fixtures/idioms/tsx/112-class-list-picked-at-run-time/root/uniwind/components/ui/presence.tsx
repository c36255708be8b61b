import { View } from "react-native";

type Presence = "online" | "away" | "offline";

const presenceClasses: Record<Presence, string> = {
  online: "bg-green-500",
  away: "bg-amber-400",
  offline: "bg-gray-300",
};

type PresenceDotProps = { presence: Presence; variant?: "ring" | "plain"; size?: "sm" | "lg" };

export function PresenceDot({ presence, variant = "ring", size = "sm" }: PresenceDotProps) {
  return (
    <View
      className={[
        "rounded-full",
        variant === "ring" ? "border-2 border-white" : "border-0",
        size === "sm" ? "size-2" : "size-3",
        presenceClasses[presence],
      ].join(" ")}
    />
  );
}
