/** Acme design tokens for NativeWind (Tailwind v3 config). */
/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ["./components/**/*.{ts,tsx}"],
  presets: [require("nativewind/preset")],
  darkMode: "media",
  theme: {
    extend: {
      colors: {
        surface: "#FFFFFF",
        "surface-secondary": "#F5F5F7",
        label: "#1D1D1F",
        "label-secondary": "#6E6E73",
        "label-quaternary": "#D2D2D7",
        control: "rgba(0, 0, 0, 0.04)",
        "control-pressed": "rgba(0, 0, 0, 0.12)",
        "control-disabled": "rgba(0, 0, 0, 0.03)",
        separator: "#D2D2D7",
        accent: "#0071E3",
        "accent-pressed": "#005BB8",
        "on-accent": "#FFFFFF",
        danger: "#D0000A",
        "danger-pressed": "#A00008",
        success: "#008009",
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
  // Dark palette, swapped in by the app's color-scheme provider.
  // Tailwind ignores this key; keys match theme.extend.colors.
  dark: {
    colors: {
      surface: "#000000",
      "surface-secondary": "#161617",
      label: "#F5F5F7",
      "label-secondary": "#A1A1A6",
      "label-quaternary": "#424245",
      control: "rgba(255, 255, 255, 0.1)",
      "control-pressed": "rgba(255, 255, 255, 0.22)",
      "control-disabled": "rgba(255, 255, 255, 0.05)",
      separator: "#424245",
      accent: "#0071E3",
      "accent-pressed": "#004D9E",
      "on-accent": "#FFFFFF",
      danger: "#FF5447",
      "danger-pressed": "#FF7A70",
      success: "#30D158",
    },
  },
}
