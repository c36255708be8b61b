export const light = {
  info: "#0b5cad",
  infoSurface: "#e8f1fb",
  success: "#137333",
  successSurface: "#e6f4ea",
  danger: "#b3261e",
  dangerSurface: "#fce8e6",
}
export const dark = {
  info: "#8ab4f8",
  infoSurface: "#1b2a3a",
  success: "#81c995",
  successSurface: "#16291b",
  danger: "#f28b82",
  dangerSurface: "#3a1714",
}
export const fontSize = {
  xs: { fontSize: 12, lineHeight: 16, letterSpacing: 0.12 },
  sm: { fontSize: 14, lineHeight: 20, letterSpacing: 0 },
}
export const radius = { sm: 4, md: 8, full: 9999 }
export const shadow = {
  sm: { shadowColor: "#000000", shadowOpacity: 0.1, shadowRadius: 2, shadowOffset: { width: 0, height: 1 } },
}
