import * as React from "react"
import { Pressable, Text, View } from "react-native"
import { cva } from "class-variance-authority"
import { makeContext } from "./make-context"

type Tone = "neutral" | "brand"
type Size = "sm" | "lg"
type BadgeState = { tone: Tone; size: Size; selected: boolean }

const badgeFrame = cva("flex-row items-center gap-1 rounded-full", {
  variants: {
    tone: { neutral: "bg-paper", brand: "bg-brand-soft" },
    size: { sm: "px-2 h-6", lg: "px-3 h-8" },
  },
})

const badgeLabel = cva("font-medium", {
  variants: {
    tone: { neutral: "", brand: "" },
    size: { sm: "text-xs", lg: "text-sm" },
    selected: { true: "", false: "" },
  },
  compoundVariants: [
    { tone: ["neutral", "brand"], selected: false, className: "text-ink-muted" },
    { tone: "neutral", selected: true, className: "text-ink" },
    { tone: "brand", selected: true, className: "text-brand" },
  ],
  defaultVariants: { tone: "neutral", size: "sm", selected: false },
})

const badgeDot = cva("rounded-full", {
  variants: {
    tone: { neutral: "bg-ink-muted", brand: "bg-brand" },
    size: { sm: "size-1.5", lg: "size-2" },
  },
  defaultVariants: { tone: "neutral", size: "sm" },
})

const [BadgeStateProvider, useBadgeState] = makeContext<BadgeState>("Badge")
const BadgeToneContext = React.createContext<Pick<BadgeState, "tone" | "size"> | null>(null)

type BadgeProps = React.ComponentProps<typeof Pressable> & {
  tone?: Tone
  size?: Size
  selected?: boolean
}

function Badge({ tone = "neutral", size = "sm", selected = false, children, ...rest }: BadgeProps) {
  const state = React.useMemo(() => ({ tone, size, selected }), [tone, size, selected])
  return (
    <BadgeStateProvider value={state}>
      <BadgeToneContext.Provider value={{ tone, size }}>
        <Pressable className={badgeFrame({ tone, size })} {...rest}>
          {children}
        </Pressable>
      </BadgeToneContext.Provider>
    </BadgeStateProvider>
  )
}

function BadgeLabel(props: React.ComponentProps<typeof Text>) {
  const state = useBadgeState()
  return <Text className={badgeLabel(state)} {...props} />
}

function BadgeIcon(props: React.ComponentProps<typeof View>) {
  const toneAndSize = React.useContext(BadgeToneContext)
  return <View className={badgeDot(toneAndSize ?? undefined)} {...props} />
}

export { Badge, BadgeIcon, BadgeLabel }
