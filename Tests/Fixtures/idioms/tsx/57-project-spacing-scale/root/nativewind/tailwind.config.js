module.exports = {
  content: ["./components/**/*.{ts,tsx}"],
  presets: [require("nativewind/preset")],
  theme: {
    // Pinned in px: NativeWind reads rem as 14px unless told otherwise.
    spacing: { 0: "0px", 1: "4px", 2: "8px", 3: "12px", 4: "16px" },
    extend: { colors: { ink: "#111827" } },
  },
}
