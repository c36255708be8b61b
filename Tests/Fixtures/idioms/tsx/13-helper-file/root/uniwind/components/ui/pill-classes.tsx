// Shared class builders (a helper file: no component of its own).
export type PillEmphasis = "low" | "high"

export function pillClasses(emphasis: PillEmphasis, selected: boolean) {
  const base = "h-8 flex-row items-center rounded-full px-3"
  if (emphasis === "high") return `${base} ${selected ? "bg-black" : "bg-gray-900"}`
  return `${base} border ${selected ? "bg-gray-100" : "bg-white"}`
}

export const labelClasses = { low: "text-sm text-black", high: "text-sm text-white" }
