export default {
  regular: { fontFamily: "Inter", fontWeight: "400" },
  bold: { fontFamily: "Inter", fontWeight: "700" },
}
