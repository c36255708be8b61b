export const light = {
  surface: "#F4F4F5",
  ink: "#18181B",
}

export const dark = {
  surface: "#27272A",
  ink: "#FAFAFA",
}

export const radius = {
  sm: 4,
  lg: 12,
} as const

export const fontSize = {
  caption: { fontSize: 12, lineHeight: 16, letterSpacing: 0.12 },
} satisfies Record<string, { fontSize: number; lineHeight: number; letterSpacing: number }>

export function useTheme() {
  return { colors: light, radius, fontSize }
}
