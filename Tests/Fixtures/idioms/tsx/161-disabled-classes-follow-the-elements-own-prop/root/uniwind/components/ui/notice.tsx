import { Pressable, Text, View } from "react-native"

type NoticeProps = {
  title: string
  locked?: boolean
  onClose?: () => void
}

/** A notice with a close button the app locks while it saves. */
export function Notice({ title, locked = false, onClose }: NoticeProps) {
  return (
    <View className="flex-row items-center gap-3 rounded-lg bg-surface px-4 py-3">
      <Text className="flex-1 text-sm text-label">{title}</Text>
      <Pressable
        disabled={locked}
        onPress={onClose}
        className="rounded-full bg-control p-1 active:bg-control-pressed disabled:bg-control-disabled"
      >
        <Text className="text-xs text-label-secondary">×</Text>
      </Pressable>
    </View>
  )
}
