export const light = { surface: "#F8FAFC", ink: "#0F172A" }
export const dark = { surface: "#0F172A", ink: "#F8FAFC" }
/** A spacing scale keyed by numbers, as Tailwind's steps are. */
export const spacing = { 0.5: 2, 1: 4, 1.5: 6, 2: 8, 3: 12, 4: 16 } as const
export function useTheme() {
  return { colors: light }
}
