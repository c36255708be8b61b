/** shadcn's convention: colors are HSL channel variables, wrapped in hsl() here. */
module.exports = {
  darkMode: "class",
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "hsl(var(--brand))", foreground: "hsl(var(--brand-foreground))" },
        muted: "hsl(var(--muted) / <alpha-value>)",
      },
    },
  },
}
