export const fontSize = {
  sm: { fontSize: 13, lineHeight: 18, letterSpacing: 0 },
  md: { fontSize: 15, lineHeight: 20, letterSpacing: 0 },
}
