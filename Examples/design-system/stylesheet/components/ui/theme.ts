import { useColorScheme } from "react-native"

// Acme design tokens for plain React Native StyleSheet components.
// Colors are strings; typography is in points (letterSpacing = em x size).

export const light = {
  surface: "#FFFFFF",
  surfaceSecondary: "#F5F5F7",
  label: "#1D1D1F",
  labelSecondary: "#6E6E73",
  labelQuaternary: "#D2D2D7",
  control: "rgba(0, 0, 0, 0.04)",
  controlPressed: "rgba(0, 0, 0, 0.12)",
  controlDisabled: "rgba(0, 0, 0, 0.03)",
  separator: "#D2D2D7",
  accent: "#0071E3",
  accentPressed: "#005BB8",
  onAccent: "#FFFFFF",
  danger: "#D0000A",
  dangerPressed: "#A00008",
  success: "#008009",
}

export type Palette = Record<keyof typeof light, string>
export type ColorName = keyof Palette

export const dark: Palette = {
  surface: "#000000",
  surfaceSecondary: "#161617",
  label: "#F5F5F7",
  labelSecondary: "#A1A1A6",
  labelQuaternary: "#424245",
  control: "rgba(255, 255, 255, 0.1)",
  controlPressed: "rgba(255, 255, 255, 0.22)",
  controlDisabled: "rgba(255, 255, 255, 0.05)",
  separator: "#424245",
  accent: "#0071E3",
  accentPressed: "#004D9E",
  onAccent: "#FFFFFF",
  danger: "#FF5447",
  dangerPressed: "#FF7A70",
  success: "#30D158",
}

export const fontSize = {
  xs: { fontSize: 13, lineHeight: 18, letterSpacing: -0.078 },
  sm: { fontSize: 15, lineHeight: 20, letterSpacing: -0.24 },
  md: { fontSize: 16, lineHeight: 21, letterSpacing: -0.32 },
  base: { fontSize: 17, lineHeight: 22, letterSpacing: -0.442 },
  lg: { fontSize: 20, lineHeight: 25, letterSpacing: -0.46 },
  xl2: { fontSize: 28, lineHeight: 34, letterSpacing: 0.392 },
}

export const radius = {
  sm: 5,
  md: 8,
  lg: 10,
  full: 9999,
}

export const shadow = {
  md: { boxShadow: "2px 4px 12px rgba(0, 0, 0, 0.08)" },
  lg: { boxShadow: "0px 4px 24px rgba(0, 0, 0, 0.12)" },
}

export function useTheme(): { colors: Palette } {
  const scheme = useColorScheme()
  const colors = scheme === "dark" ? dark : light
  return { colors }
}
