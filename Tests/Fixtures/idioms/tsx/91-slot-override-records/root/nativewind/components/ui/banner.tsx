import { Text, View } from "react-native"
import { tv } from "tailwind-variants"

const banner = tv({
  slots: {
    frame: "flex-row gap-2 rounded-lg px-4 py-3",
    message: "text-sm",
  },
  variants: {
    tone: {
      info: { frame: "bg-sky-100", message: "text-sky-900" },
      alert: { frame: "bg-amber-100", message: "text-amber-900" },
    },
  },
  defaultVariants: { tone: "info" },
})

type BannerProps = {
  tone?: "info" | "alert"
  text: string
  /** Classes per slot a caller adds (`classNames={{ frame: "mt-4" }}`). */
  classNames?: { frame?: string; message?: string }
  /** Inline styles per slot. */
  styles?: { frame?: object; message?: object }
}

/** A one-line notice; callers may add classes or styles to each slot. */
export function Banner({ tone = "info", text, classNames, styles }: BannerProps) {
  const { frame, message } = banner({ tone })
  return (
    <View className={frame({ className: classNames?.frame })} style={styles?.frame}>
      <Text className={message({ className: classNames?.message })} style={styles?.message}>
        {text}
      </Text>
    </View>
  )
}
