export const light = {
  accent: "#0a84ff",
  accentPressed: "#0060df",
  surface: "#ffffff",
  text: "#111111",
  textMuted: "#8e8e93",
  border: "#d1d1d6",
}
export const dark = {
  accent: "#0a84ff",
  accentPressed: "#409cff",
  surface: "#1c1c1e",
  text: "#f2f2f7",
  textMuted: "#8e8e93",
  border: "#3a3a3c",
}
export const fontSize = {
  sm: { fontSize: 14, lineHeight: 20, letterSpacing: 0 },
  md: { fontSize: 16, lineHeight: 22, letterSpacing: -0.16 },
}
export const radius = { sm: 6, md: 10, full: 9999 }
export function useTheme() {
  return { colors: light }
}
