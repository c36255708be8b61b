import { Pressable, StyleSheet, Text, View } from "react-native"
import { fontSize } from "@/components/ui/theme"

type Status = "online" | "away"
type RowSize = "sm" | "md"

const markerSide: Record<RowSize, number> = { sm: 8, md: 10 }
const statusFill: Record<Status, string> = { online: "#1fa855", away: "#e0a100" }

const sheet = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", gap: 8, borderWidth: 1, borderColor: "#d5d8de" },
  dot: { borderRadius: 9999 },
  content: { flexDirection: "column", gap: 2 },
  name: { ...fontSize.md, color: "#15171c" },
})

export function PresenceRow({ name, status = "online", size = "md" }: { name: string; status?: Status; size?: RowSize }) {
  return (
    <Pressable style={sheet.row}>
      <View style={[sheet.dot, { width: markerSide[size], height: markerSide[size], backgroundColor: statusFill[status] }]} />
      <View style={sheet.content}>
        <Text style={sheet.name}>{name}</Text>
      </View>
    </Pressable>
  )
}
