import { Pressable, Text } from "react-native"

export function Chip({ label }: { label: string }) {
  return (
    <Pressable className="rounded-full bg-brand px-3 active:bg-muted">
      <Text className="text-brand-foreground">{label}</Text>
    </Pressable>
  )
}
