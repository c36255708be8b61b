/** Acme design tokens for NativeWind (Tailwind v3 config); colors live in global.css. */
/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ["./components/**/*.{ts,tsx}"],
  presets: [require("nativewind/preset")],
  darkMode: "media",
  theme: {
    extend: {
      colors: {
        surface: "rgb(var(--color-surface) / <alpha-value>)",
        "surface-secondary": "rgb(var(--color-surface-secondary) / <alpha-value>)",
        label: "rgb(var(--color-label) / <alpha-value>)",
        "label-secondary": "rgb(var(--color-label-secondary) / <alpha-value>)",
        "label-quaternary": "rgb(var(--color-label-quaternary) / <alpha-value>)",
        control: "var(--color-control)",
        "control-pressed": "var(--color-control-pressed)",
        "control-disabled": "var(--color-control-disabled)",
        separator: "rgb(var(--color-separator) / <alpha-value>)",
        accent: "rgb(var(--color-accent) / <alpha-value>)",
        "accent-pressed": "rgb(var(--color-accent-pressed) / <alpha-value>)",
        "on-accent": "rgb(var(--color-on-accent) / <alpha-value>)",
        danger: "rgb(var(--color-danger) / <alpha-value>)",
        "danger-pressed": "rgb(var(--color-danger-pressed) / <alpha-value>)",
        success: "rgb(var(--color-success) / <alpha-value>)",
      },
      fontSize: {
        xs: ["13px", { lineHeight: "18px", letterSpacing: "-0.006em" }],
        sm: ["15px", { lineHeight: "20px", letterSpacing: "-0.016em" }],
        md: ["16px", { lineHeight: "21px", letterSpacing: "-0.02em" }],
        base: ["17px", { lineHeight: "22px", letterSpacing: "-0.026em" }],
        lg: ["20px", { lineHeight: "25px", letterSpacing: "-0.023em" }],
        "2xl": ["28px", { lineHeight: "34px", letterSpacing: "0.014em" }],
      },
      borderRadius: {
        sm: "5px",
        md: "8px",
        lg: "10px",
        full: "9999px",
      },
      boxShadow: {
        md: "2px 4px 12px rgba(0, 0, 0, 0.08)",
        lg: "0px 4px 24px rgba(0, 0, 0, 0.12)",
      },
    },
  },
}
