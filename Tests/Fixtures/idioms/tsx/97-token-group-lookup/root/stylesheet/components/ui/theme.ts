export const light = {
  accent: "#6750a4",
  text: "#1d1b20",
  elevation: { level0: "#fffbfe", level1: "#f7f2fa", level2: "#f3edf7", level3: "#eee8f4" },
}
export const dark = {
  accent: "#d0bcff",
  text: "#e6e1e5",
  elevation: { level0: "#1c1b1f", level1: "#25232a", level2: "#2b2930", level3: "#302d38" },
}
export const radius = { sm: 4, md: 12 }
export function useTheme() {
  return { colors: light }
}
