module.exports = {
  theme: {
    extend: {
      colors: {
        field: "#ffffff",
        "field-disabled": "#f2f3f5",
        line: "#d0d5dd",
        focus: "#2e90fa",
        danger: "#d92d20",
        ink: "#101828",
        night: "#0c111d",
        "line-night": "#344054",
      },
    },
  },
}
