import { Pressable, Text } from "react-native"

/** A pager's back control, unusable on the first step. */
export function StepBack({ step, steps, onBack }: { step: string; steps: string[]; onBack: () => void }) {
  const position = steps.indexOf(step)
  const atStart = position <= 0
  return (
    <Pressable
      disabled={atStart}
      onPress={onBack}
      className={atStart ? "rounded-md bg-control-disabled px-3 py-2" : "rounded-md bg-control px-3 py-2 active:bg-control-pressed"}
    >
      <Text className={atStart ? "text-sm text-label-quaternary" : "text-sm text-label"}>Back</Text>
    </Pressable>
  )
}
