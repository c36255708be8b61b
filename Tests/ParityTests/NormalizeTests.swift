import Testing
@testable import ParityModel

/// One normalization rule, one test.
@Suite struct NormalizeTests {
    @Test func tokenNamesCompareInCamelCase() {
        #expect(Normalize.tokenName("label-quaternary") == "labelQuaternary")
        #expect(Normalize.tokenName("LabelQuaternary") == "labelQuaternary")
        #expect(Normalize.tokenName("SemiBold") == "semiBold")
        #expect(Normalize.tokenName("Default") == "default")
        #expect(Normalize.tokenName("H2") == "h2")
        // Screaming case, Kotlin's enum-constant style: words lowered, joined in camel case.
        #expect(Normalize.tokenName("XL") == "xl")
        #expect(Normalize.tokenName("LINK") == "link")
        #expect(Normalize.tokenName("SECONDARY_SMALL_INVERSE") == "secondarySmallInverse")
        #expect(Normalize.tokenName("H2") == "h2" && Normalize.tokenName("X") == "x")
    }

    @Test func tailwindSizeStepsMatchSwiftAndKotlinSpelling() {
        #expect(Normalize.tokenName("2xl") == "xl2")
        #expect(Normalize.tokenName("3xs") == "xs3")
    }

    @Test func sizeStepsSpelledOutCompareAsTheirShortNames() {
        #expect(Normalize.sizeName("large") == "lg")
        #expect(Normalize.sizeName("small") == "sm")
        #expect(Normalize.sizeName("medium") == "md")
        #expect(Normalize.sizeName("compact") == "compact")
    }

    @Test func swiftUIPointsToEm() {
        #expect(abs(Normalize.letterSpacingEm(points: -0.442, fontSize: 17) - (-0.026)) < 1e-9)
    }

    /// Apple's system font at 17 pt is 20.287109375 pt tall (`UIFont.systemFont(ofSize: 17).lineHeight`):
    /// a text-style helper's `.lineSpacing(lineHeight - that)` at `body` (17/22) is a 22 pt line.
    @Test func theSystemFontsLineHeightIsApples() {
        #expect(Normalize.systemLineHeight(fontSize: 17) == 20.287109375)
        #expect(abs(Normalize.systemLineHeight(fontSize: 17) + (22 - 20.287109375) - 22) < 1e-9)
    }

    @Test func tailwindSpacingUsesTheFlavorsRem() {
        #expect(Normalize.tailwindSpacing(2, rem: 14) == 7)
        #expect(Normalize.tailwindSpacing(2, rem: 16) == 8)
    }

    @Test func swiftUIWeightsFollowReactNativesIOSMapping() {
        #expect(Normalize.swiftWeight("thin") == 200)
        #expect(Normalize.swiftWeight("ultraLight") == 100)
        #expect(Normalize.swiftWeight("semibold") == 600)
    }

    @Test func composeWeightsByNameNumberAndConstructor() {
        #expect(Normalize.composeWeight("Thin") == 100)
        #expect(Normalize.composeWeight("SemiBold") == 600)
        #expect(Normalize.composeWeight("W600") == 600)
        #expect(Normalize.composeWeight("600") == 600)
    }

    @Test func reactNativeWeightKeywords() {
        #expect(Normalize.reactNativeWeight("normal") == 400)
        #expect(Normalize.reactNativeWeight("bold") == 700)
        #expect(Normalize.reactNativeWeight("600") == 600)
    }

    @Test func composeColorIsARGB() {
        #expect(Normalize.argbHex(0x80_1D1D1F) == RGBA(red: 0x1D, green: 0x1D, blue: 0x1F, alpha: 128.0 / 255))
    }

    @Test func swiftColorIsRGBWithSeparateAlpha() {
        #expect(Normalize.rgbHex(0x000000, alpha: 0.04) == RGBA(red: 0, green: 0, blue: 0, alpha: 0.04))
    }

    @Test func cssColorSpellingsAgree() {
        let a = Normalize.cssColor("#1D1D1F")!, b = Normalize.cssColor("rgb(29, 29, 31)")!, c = Normalize.cssColor("#1d1d1fff")!
        #expect(a.matches(b) && a.matches(c))
        #expect(Normalize.cssColor("rgba(0, 0, 0, 0.04)")!.alpha == 0.04)
    }

    @Test func hslColorsConvertToSRGB() {
        // CSS Color 4's hsl(); Tailwind's blue-600 and red-500 as shadcn themes write them.
        #expect(Normalize.cssColor("hsl(221 83% 53%)") == Normalize.cssColor("#2463EB"))
        #expect(Normalize.cssColor("hsl(0, 84.2%, 60.2%)") == Normalize.cssColor("#EF4444"))
        #expect(Normalize.cssColor("hsl(0 0% 9%)") == Normalize.cssColor("#171717"))
        #expect(Normalize.cssColor("hsla(120deg 100% 25% / 0.5)") == RGBA(red: 0, green: 128, blue: 0, alpha: 0.5))
        #expect(Normalize.cssColor("hsl(400 50% 50%)") == Normalize.cssColor("hsl(40 50% 50%)"))
        #expect(Normalize.cssColorChecked("hsl(10 150% 50%)").problem != nil)
        #expect(Normalize.cssColor("hsl(10 50 50)") == nil)
    }

    /// CSS Color 5's color-mix(), as Tailwind 4 themes tint a token (heroui-native's
    /// `--color-accent-soft: color-mix(in oklab, var(--accent) 15%, transparent)`). Expected values
    /// from a second computation in Python (Oklab matrices, premultiplied alpha).
    @Test func colorMixIsReadInItsSpace() {
        // Mixed with transparent: the color itself at that alpha.
        #expect(Normalize.cssColor("color-mix(in oklab, #0485F7 15%, transparent)") == RGBA(red: 0x04, green: 0x85, blue: 0xF7, alpha: 0.15))
        // Two opaque colors in Oklab: heroui's accent 80 % with its foreground 20 % (either order of percentage and color).
        #expect(Normalize.cssColor("color-mix(in oklab, oklch(0.6204 0.195 253.83) 80%, oklch(0.2103 0.0059 285.89))") == Normalize.cssColor("#1A6EC6"))
        #expect(Normalize.cssColor("color-mix(in oklab, 80% oklch(0.6204 0.195 253.83), oklch(0.2103 0.0059 285.89) 20%)") == Normalize.cssColor("#1A6EC6"))
        // No percentages: half and half; in sRGB and in linear sRGB.
        #expect(Normalize.cssColor("color-mix(in srgb, #ff0000, #0000ff)") == RGBA(red: 128, green: 0, blue: 128))
        #expect(Normalize.cssColor("color-mix(in srgb-linear, white, black)") == Normalize.cssColor("#BCBCBC"))
        // Percentages under 100 % in all: scaled to 100 %, the rest is transparency.
        #expect(Normalize.cssColor("color-mix(in srgb, #ff0000 30%, #0000ff 30%)") == RGBA(red: 128, green: 0, blue: 128, alpha: 0.6))
        // What it cannot read is a problem, never a guess.
        #expect(Normalize.cssColorChecked("color-mix(in lch, #ff0000, #0000ff)").problem?.contains("`lch`") == true)
        #expect(Normalize.cssColorChecked("color-mix(in oklab, #ff0000 150%, #0000ff)").problem != nil)
        #expect(Normalize.cssColorChecked("color-mix(in oklab, --brand, #0000ff)").color == nil)
    }

    /// CSS Color 4's oklch() and oklab(), converted to sRGB and clipped to it. The expected hex
    /// values come from a second computation (CSS Color 4's OKLab → LMS → XYZ → linear sRGB
    /// matrices, in Python); Tailwind 4 states zinc-900, neutral-950 and red-500 in OKLCH.
    @Test func oklchColorsConvertToSRGB() {
        let blue = RGBA(red: 0x04, green: 0x85, blue: 0xF7)
        #expect(Normalize.cssColor("oklch(0.6204 0.195 253.83)") == blue)
        #expect(Normalize.cssColor("oklch(1 0 0)") == RGBA(red: 255, green: 255, blue: 255))
        #expect(Normalize.cssColor("oklch(0 0 0)") == RGBA(red: 0, green: 0, blue: 0))
        #expect(Normalize.cssColor("oklch(0.9911 0 0)") == RGBA(red: 0xFC, green: 0xFC, blue: 0xFC))
        #expect(Normalize.cssColor("oklch(0.21 0.006 285.885)") == Normalize.cssColor("#18181B"))
        #expect(Normalize.cssColor("oklch(0.145 0 0)") == Normalize.cssColor("#0A0A0A"))
        #expect(Normalize.cssColor("oklch(63.7% 0.237 25.331)") == Normalize.cssColor("#FB2C36"))
        #expect(Normalize.cssColor("oklch(0.5 0.1 30)") == Normalize.cssColor("#944B40"))
        #expect(Normalize.cssColor("oklch(0.7 0.15 150)") == Normalize.cssColor("#4CB86A"))
        // Percentages (lightness of 1, chroma of 0.4), hue units, a hue past 360, `none`, upper case.
        #expect(Normalize.cssColor("oklch(62.04% 48.75% 253.83deg)") == blue)
        #expect(Normalize.cssColor("oklch(0.6204 0.195 613.83)") == blue)
        #expect(Normalize.cssColor("OKLCH(0.6204 0.195 253.83)") == blue)
        let green = Normalize.cssColor("oklch(0.7 0.15 180)")
        #expect(green != nil && Normalize.cssColor("oklch(0.7 0.15 0.5turn)") == green && Normalize.cssColor("oklch(0.7 0.15 200grad)") == green
                && Normalize.cssColor("oklch(0.7 0.15 3.14159265rad)") == green)
        #expect(Normalize.cssColor("oklch(0.9911 none none)") == RGBA(red: 0xFC, green: 0xFC, blue: 0xFC))
        // Alpha as a number and as a percentage.
        #expect(Normalize.cssColor("oklch(0.6204 0.195 253.83 / 0.5)") == RGBA(red: 0x04, green: 0x85, blue: 0xF7, alpha: 0.5))
        #expect(Normalize.cssColor("oklch(62.04% 0.195 253.83 / 25%)") == RGBA(red: 0x04, green: 0x85, blue: 0xF7, alpha: 0.25))
        // Outside sRGB: each channel clipped (linear 1.147, 0.706, -0.249).
        #expect(Normalize.cssColor("oklch(0.9 0.3 100)") == Normalize.cssColor("#FFDB00"))
        // oklab(): a and b numbers or percentages of 0.4.
        #expect(Normalize.cssColor("oklab(0.5 0.1 -0.1)") == Normalize.cssColor("#81459A"))
        #expect(Normalize.cssColor("oklab(50% 25% -25%)") == Normalize.cssColor("#81459A"))
        #expect(Normalize.cssColor("oklab(0.7 -0.1 0.1 / 0.4)") == RGBA(red: 0x77, green: 0xB2, blue: 0x53, alpha: 0.4))
    }

    @Test func alphaWithinOneStepIsEqual() {
        #expect(RGBA(red: 0, green: 0, blue: 0, alpha: 0.08).matches(RGBA(red: 0, green: 0, blue: 0, alpha: 0.080)))
        #expect(RGBA(red: 0, green: 0, blue: 0, alpha: 20.0 / 255).matches(RGBA(red: 0, green: 0, blue: 0, alpha: 0.08)))
        #expect(!RGBA(red: 0, green: 0, blue: 0, alpha: 0.08).matches(RGBA(red: 0, green: 0, blue: 0, alpha: 0.09)))
    }

    @Test func tailwindTrackingScaleInEm() {
        #expect(Normalize.tailwindTracking["tight"] == -0.025)
        #expect(Normalize.tailwindTracking["widest"] == 0.1)
    }

    @Test func numberLiteralsInEveryLanguage() {
        #expect(Normalize.number("0.08f") == 0.08)
        #expect(Normalize.number("17.0") == 17)
        #expect(Normalize.number("(-0.026)") == -0.026)
    }

    /// The JavaScript `color` package's methods, against what the package computes.
    @Test func colorPackageMethodsWorkAsThePackageDoes() throws {
        let disabled = try #require(Normalize.cssColor("hsl(208, 8%, 90%)"))
        // `color('hsl(208, 8%, 90%)').darken(0.3).string()` is `rgb(151, 163, 170)`.
        #expect(ColorAdjust.methods["darken"]?(disabled, 0.3) == RGBA(red: 151, green: 163, blue: 170))
        let accent = RGBA(red: 0x67, green: 0x50, blue: 0xA4)
        let lighter = try #require(ColorAdjust.methods["lighten"]?(accent, 0.2))
        #expect(abs(lighter.hsl.l - accent.hsl.l * 1.2) < 0.01)
        let faded = try #require(ColorAdjust.methods["fade"]?(RGBA(red: 0, green: 0, blue: 0), 0.62))
        #expect(abs(faded.alpha - 0.38) < 1e-9)
        #expect(ColorAdjust.methods["alpha"]?(RGBA(red: 1, green: 2, blue: 3, alpha: 0.5), 0.12) == RGBA(red: 1, green: 2, blue: 3, alpha: 0.12))
        #expect(ColorAdjust.methods["opaquer"]?(RGBA(red: 1, green: 2, blue: 3, alpha: 0.8), 0.5).alpha == 1)
        #expect(ColorAdjust.methods["grayscale"]?(RGBA(red: 255, green: 0, blue: 0), 0) == RGBA(red: 77, green: 77, blue: 77))
        #expect(ColorAdjust.methods["hex"]?(RGBA(red: 1, green: 2, blue: 3, alpha: 0.5), 0) == RGBA(red: 1, green: 2, blue: 3))
        // `color('#6750a4').mix(color('#ffffff'), 0.5)` is `rgb(179, 168, 210)`; weight 0 keeps the base.
        #expect(ColorAdjust.mix(RGBA(red: 0x67, green: 0x50, blue: 0xA4), RGBA(red: 255, green: 255, blue: 255)) == RGBA(red: 179, green: 168, blue: 210))
        #expect(ColorAdjust.mix(RGBA(red: 0x67, green: 0x50, blue: 0xA4), RGBA(red: 255, green: 255, blue: 255), weight: 0) == RGBA(red: 0x67, green: 0x50, blue: 0xA4))
        // HSL round trip: a color's hue, saturation and lightness give it back.
        let c = RGBA(red: 0x20, green: 0x89, blue: 0xDC)
        #expect(c.hslAdjusted { _ in } == c)
    }

    /// CSS's named colors, as React Native takes them, in any letter case.
    @Test func cssNamedColors() {
        #expect(Normalize.cssColor("red") == RGBA(red: 255, green: 0, blue: 0))
        #expect(Normalize.cssColor("'RebeccaPurple'") == RGBA(red: 0x66, green: 0x33, blue: 0x99))
        #expect(Normalize.cssColor("darkslategrey") == Normalize.cssColor("darkslategray"))
        #expect(Normalize.cssColor("transparent")?.alpha == 0)
        #expect(CSSNamedColors.rgb.count == 148)
        #expect(Normalize.cssColor("reddish") == nil)
    }
}
