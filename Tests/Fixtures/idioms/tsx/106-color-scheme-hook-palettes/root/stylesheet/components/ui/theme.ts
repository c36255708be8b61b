export const light = {
  surface: "#ffffff",
  onSurface: "#1b1b1f",
  outline: "#c4c6d0",
}

export const dark = {
  surface: "#1b1b1f",
  onSurface: "#e4e2e6",
  outline: "#44474f",
}

export const radius = { md: 12 } as const
