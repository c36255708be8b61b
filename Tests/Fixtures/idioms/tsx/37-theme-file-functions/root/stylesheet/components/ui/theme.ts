import { useColorScheme } from "react-native"

export const light = {
  ink: "#1a1c20",
  paper: "#ffffff",
  brand: "#2f5bea",
  line: "#d9dce1",
}

export const dark = {
  ink: "#f2f3f5",
  paper: "#16181c",
  brand: "#5b7cf0",
  line: "#3a3d44",
}

export const fontSize = {
  sm: { fontSize: 14, lineHeight: 20, letterSpacing: 0 },
  md: { fontSize: 16, lineHeight: 22, letterSpacing: -0.16 },
} as const

export const radius = { sm: 4, md: 8, full: 9999 } as const

/** The 4-point grid: `step(3)` is 12. */
export function step(n: number) {
  return n * 4
}

/** A hairline that is never thinner than one point. */
export const hairline = Math.max(1, 0.5)

export function useTheme() {
  const scheme = useColorScheme()
  return { colors: scheme === "dark" ? dark : light, radius, fontSize }
}
