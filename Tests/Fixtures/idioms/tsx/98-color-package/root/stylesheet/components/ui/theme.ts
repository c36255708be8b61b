export const light = {
  accent: "#6750a4",
  text: "#1d1b20",
  surface: "#fffbfe",
}
export const dark = {
  accent: "#d0bcff",
  text: "#e6e1e5",
  surface: "#1c1b1f",
}
export function useTheme() {
  return { colors: light }
}
