import { Image, Text, View } from "react-native"

type AvatarSize = "xs" | "md" | "xl"

function boxFor(size: AvatarSize): string {
  switch (size) {
    case "xs":
      return "size-6"
    case "md":
      return "size-10"
    default:
      return "size-16"
  }
}

const ring = (highlighted?: boolean) => (highlighted ? "border-2 border-focus" : "border border-line")

export function Avatar({ size = "md", highlighted, initials }: { size?: AvatarSize; highlighted?: boolean; initials: string }) {
  const classes = ["items-center justify-center rounded-full bg-field", boxFor(size), ring(false), size === "xl" && "p-1"]
  return (
    <View className={classes.filter(Boolean).join(" ")}>
      <Text className={["text-ink", size === "xs" ? "text-xs" : "text-base"].join(" ")}>{initials}</Text>
    </View>
  )
}
