// The tick's spec dimensions and colors: TypeScript without JSX beside the component.
const sizes = {
  boxSize: 18,
  boxRadius: 2,
} as const;

const colors = {
  fill: "#6750A4",
  outline: "#79747E",
} as const;

export const TickTokens = { ...sizes, ...colors };
export const ringWidths = [2, 3] as const;
