/** Keeps a component's variant functions together under one typed name. */
export function groupStyles<T extends Record<string, unknown>>(styles: T): T {
  return styles
}
