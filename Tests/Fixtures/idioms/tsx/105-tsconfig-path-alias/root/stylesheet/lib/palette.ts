export const palette = {
  ink: "#1B1F24",
  mist: "#EEF1F4",
  line: "#D0D7DE",
} as const

export const inset = (steps: number) => steps * 4
