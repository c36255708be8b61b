export const light = { fill: "#EEF2FF", ink: "#312E81" }
export const dark = { fill: "#1E1B4B", ink: "#E0E7FF" }
export function useTheme() {
  return { colors: light }
}
