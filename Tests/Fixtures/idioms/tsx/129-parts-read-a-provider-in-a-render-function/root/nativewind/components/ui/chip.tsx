import * as React from "react"
import { Pressable, Text, View } from "react-native"

type ChipSize = "compact" | "roomy"

interface ChipState {
  size: ChipSize
  pressed: boolean
  disabled: boolean
}

const ChipContext = React.createContext<ChipState | null>(null)

function useChip(): ChipState {
  const state = React.useContext(ChipContext)
  if (state === null) throw new Error("Chip parts go inside <Chip.Frame>")
  return state
}

const frameBySize: { [K in ChipSize]: string } = { compact: "h-7 px-2", roomy: "h-9 px-3" }
const captionBySize: { [K in ChipSize]: string } = { compact: "text-xs", roomy: "text-sm" }

interface FrameProps {
  size?: ChipSize
  disabled?: boolean
  children?: React.ReactNode
}

function ChipFrame({ size = "compact", disabled = false, children }: FrameProps) {
  return (
    <Pressable disabled={disabled} className="flex-row items-center rounded-full">
      {({ pressed }) => (
        <ChipContext.Provider value={{ size, pressed, disabled }}>{children}</ChipContext.Provider>
      )}
    </Pressable>
  )
}

function ChipCaption({ children }: { children?: React.ReactNode }) {
  const { size, pressed, disabled } = useChip()
  const tone = disabled ? "text-line" : pressed ? "text-focus" : "text-ink"
  return <Text className={`${captionBySize[size]} ${tone}`}>{children}</Text>
}

function ChipBody({ children }: { children?: React.ReactNode }) {
  const chip = useChip()
  return <View className={`flex-row ${frameBySize[chip.size]}`}>{children}</View>
}

export function Chip({ label, ...rest }: Omit<FrameProps, "children"> & { label: string }) {
  return (
    <ChipFrame {...rest}>
      <ChipBody>
        <ChipCaption>{label}</ChipCaption>
      </ChipBody>
    </ChipFrame>
  )
}
