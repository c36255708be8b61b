import { createContext, useContext, useState, type ReactNode } from "react"
import { TextInput, View } from "react-native"

type Field = { focused: boolean; onFocusedChange: (focused: boolean) => void }

const FieldContext = createContext<Field>({ focused: false, onFocusedChange: () => {} })

function CodeInputFrame({ children }: { children?: ReactNode }) {
  const [focused, onFocusedChange] = useState(false)
  return (
    <FieldContext.Provider value={{ focused, onFocusedChange }}>
      <View className={focused ? "rounded-md border-2 border-focus bg-field px-2" : "rounded-md border border-line bg-field px-2"}>
        {children}
      </View>
    </FieldContext.Provider>
  )
}

function CodeInputEntry() {
  const field = useContext(FieldContext)
  return (
    <TextInput
      className="h-9 text-ink"
      onFocus={() => field.onFocusedChange(true)}
      onBlur={() => field.onFocusedChange(false)}
    />
  )
}

export function CodeInput() {
  return (
    <CodeInputFrame>
      <CodeInputEntry />
    </CodeInputFrame>
  )
}
