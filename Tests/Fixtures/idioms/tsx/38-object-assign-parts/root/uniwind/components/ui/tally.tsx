import * as React from "react"
import { Text, View } from "react-native"

type TallyProps = React.ComponentProps<typeof View> & { size?: "sm" | "md" }

const TallySize = React.createContext<"sm" | "md">("md")

const TallyRoot = React.forwardRef<View, TallyProps>(({ size = "md", children, ...rest }, ref) => (
  <TallySize.Provider value={size}>
    <View ref={ref} className={size === "sm" ? "flex-row gap-1 px-2" : "flex-row gap-2 px-3"} {...rest}>
      {children}
    </View>
  </TallySize.Provider>
))

const TallyLabel = React.forwardRef<Text, React.ComponentProps<typeof Text>>((props, ref) => {
  const size = React.useContext(TallySize)
  return <Text ref={ref} className={size === "sm" ? "text-xs text-ink-muted" : "text-sm text-ink"} {...props} />
})

/** Drawn as `<Tally><Tally.Label>3</Tally.Label></Tally>`. */
const Tally = Object.assign(TallyRoot, {
  Label: TallyLabel,
})

export default Tally
