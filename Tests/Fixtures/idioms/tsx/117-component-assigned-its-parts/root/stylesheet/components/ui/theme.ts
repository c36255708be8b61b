export const light = {
  accent: "#0a84ff",
  muted: "#e5e5ea",
  text: "#1c1c1e",
}
export const dark = {
  accent: "#0a84ff",
  muted: "#3a3a3c",
  text: "#f2f2f7",
}
export const space = { xs: 2, sm: 4, md: 8, lg: 12, xl: 24 }
export function useTheme() {
  return { colors: light }
}
