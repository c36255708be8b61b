import { Text, View } from "react-native"

type BubbleProps = { text: string; side?: "incoming" | "outgoing" }

/** A chat message: rounded all round, but for the corner that points at its sender. */
export function Bubble({ text, side = "incoming" }: BubbleProps) {
  const outgoing = side === "outgoing"
  return (
    <View className={outgoing ? "rounded-2xl rounded-br-sm bg-accent px-3 py-2" : "rounded-2xl rounded-bl-sm bg-control px-3 py-2"}>
      <Text className={outgoing ? "text-sm text-on-accent" : "text-sm text-label"}>{text}</Text>
    </View>
  )
}
