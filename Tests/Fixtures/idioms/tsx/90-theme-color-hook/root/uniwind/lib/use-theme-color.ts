import { useCSSVariable } from "uniwind"

/** A theme color by name, or several at once; "unset" where the theme has none. */
export function useThemeColor(name: string | string[]) {
  const names = Array.isArray(name) ? name.map((n) => `--color-${n}`) : [`--color-${name}`]
  const values = useCSSVariable(names).map((value) => (typeof value === "string" ? value : "unset"))
  return Array.isArray(name) ? values : values[0] ?? "unset"
}
