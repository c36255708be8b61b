export const palette = {
  brand: "#2f6fed",
  brandDeep: "#1d4fc4",
  surface: "#f4f5f7",
  ink: "#15171c",
  onBrand: "#ffffff",
  danger: "#d92d20",
}
