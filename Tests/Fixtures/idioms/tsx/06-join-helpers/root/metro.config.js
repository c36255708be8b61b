// One Metro config for the monorepo; NativeWind's rem set here.
const { withNativeWind } = require("nativewind/metro")
module.exports = withNativeWind(require("expo/metro-config").getDefaultConfig(__dirname), { inlineRem: 16 })
