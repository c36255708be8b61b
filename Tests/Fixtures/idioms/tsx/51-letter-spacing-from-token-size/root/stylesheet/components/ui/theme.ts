export const light = { ink: "#1C1C1E" }
export const dark = { ink: "#F2F2F7" }

export const fontSize = {
  small: { fontSize: 12, lineHeight: 16, letterSpacing: 0 },
  body: { fontSize: 16, lineHeight: 22, letterSpacing: 0 },
}

/** React Native letter-spacing is in points: em times the font size. */
export function spacingEm(em: number, points: number) {
  return em * points
}

export function useTheme() {
  return { colors: light }
}
