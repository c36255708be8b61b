import * as React from "react"

/** The app's context helper: a provider and its hook, as a pair. */
export function createContext<T>(defaultValue: T) {
  const Context = React.createContext<T>(defaultValue)
  const useValue = () => React.useContext(Context)
  return [Context.Provider, useValue] as const
}
