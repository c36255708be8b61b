import * as React from "react"

/** A context with its provider and a hook that insists on being inside it. */
export function makeContext<Value>(label: string) {
  const Ctx = React.createContext<Value | undefined>(undefined)
  Ctx.displayName = label

  function useValue() {
    const value = React.useContext(Ctx)
    if (value === undefined) {
      throw new Error(`${label} is missing its provider`)
    }
    return value
  }

  return [Ctx.Provider, useValue] as const
}
