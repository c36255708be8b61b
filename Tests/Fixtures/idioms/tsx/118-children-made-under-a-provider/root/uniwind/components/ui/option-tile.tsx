import { createContext, useContext, useState, type ReactNode } from "react"
import { Pressable, Text, View } from "react-native"
import { cva } from "class-variance-authority"

const tile = cva("flex-row items-center gap-2 rounded-md border p-3", {
  variants: {
    selected: { true: "border-accent bg-surface-secondary", false: "border-separator bg-surface" },
    pressed: { true: "bg-control-pressed", false: "" },
  },
})

const heading = cva("text-sm font-medium", {
  variants: {
    selected: { true: "text-accent", false: "text-label" },
    disabled: { true: "text-label-quaternary", false: "" },
  },
})

type TileState = { selected: boolean; disabled: boolean }

// No provider above a tile: nothing selected, nothing disabled.
const TileState = createContext<TileState>({ selected: false, disabled: false })

function Frame(props: { selected?: boolean; disabled?: boolean; children?: ReactNode }) {
  const [pressed, setPressed] = useState(false)
  const state = { selected: props.selected ?? false, disabled: props.disabled ?? false }
  return (
    <TileState.Provider value={state}>
      <Pressable
        disabled={state.disabled}
        onPressIn={() => setPressed(true)}
        onPressOut={() => setPressed(false)}
        className={tile({ selected: state.selected, pressed })}
      >
        {props.children}
      </Pressable>
    </TileState.Provider>
  )
}

function Heading(props: { children: ReactNode }) {
  const { selected, disabled } = useContext(TileState)
  return <Text className={heading({ selected, disabled })}>{props.children}</Text>
}

export function OptionTile({ label, ...rest }: { label: string; selected?: boolean; disabled?: boolean }) {
  return (
    <Frame {...rest}>
      <View className="size-4 rounded-full bg-accent" />
      <Heading>{label}</Heading>
    </Frame>
  )
}
