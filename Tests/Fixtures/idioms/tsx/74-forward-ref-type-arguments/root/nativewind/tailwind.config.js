module.exports = {
  theme: {
    extend: {
      colors: {
        brand: "#2f6fed",
        "brand-soft": "#e8efff",
        ink: "#15171c",
      },
    },
  },
}
