import ParityModel

/// Tailwind's default theme, as tables in rem (a flavor's rem gives points): what a class means
/// when the project's theme does not define its token. The project's tokens win: the resolver
/// replaces a default value by the project's token of the same name.
///
/// Uniwind builds on Tailwind v4, NativeWind on Tailwind v3; the scales differ in the radius steps.
struct TailwindTheme: Sendable {
    /// `text-*`: font size and line height, in rem.
    var fontSizes: [String: (size: Double, lineHeight: Double)]
    /// `rounded-*` (the key "" is bare `rounded`), in rem; `full` is 9999px.
    var radius: [String: Double]
    /// `leading-*` words: line height as a ratio of the font size.
    var leadingRatios: [String: Double]

    /// Tailwind v3 and v4 share these: font sizes with their line heights.
    static let fontSizes: [String: (size: Double, lineHeight: Double)] = [
        "xs": (0.75, 1), "sm": (0.875, 1.25), "base": (1, 1.5), "lg": (1.125, 1.75), "xl": (1.25, 1.75),
        "2xl": (1.5, 2), "3xl": (1.875, 2.25), "4xl": (2.25, 2.5), "5xl": (3, 3), "6xl": (3.75, 3.75),
        "7xl": (4.5, 4.5), "8xl": (6, 6), "9xl": (8, 8),
    ]

    static let leadingRatios: [String: Double] = ["none": 1, "tight": 1.25, "snug": 1.375, "normal": 1.5, "relaxed": 1.625, "loose": 2]

    /// Tailwind v4 (Uniwind): `--radius-xs` … `--radius-4xl`; bare `rounded` is 0.25rem.
    static let v4 = TailwindTheme(fontSizes: fontSizes, radius: [
        "none": 0, "xs": 0.125, "sm": 0.25, "": 0.25, "md": 0.375, "lg": 0.5, "xl": 0.75, "2xl": 1, "3xl": 1.5, "4xl": 2,
    ], leadingRatios: leadingRatios)

    /// Tailwind v3 (NativeWind): `borderRadius` sm 0.125rem, DEFAULT 0.25rem … 3xl 1.5rem.
    static let v3 = TailwindTheme(fontSizes: fontSizes, radius: [
        "none": 0, "sm": 0.125, "": 0.25, "md": 0.375, "lg": 0.5, "xl": 0.75, "2xl": 1, "3xl": 1.5,
    ], leadingRatios: leadingRatios)

    /// The typography value of a default `text-*` size at `rem` points per rem.
    func typography(_ name: String, rem: Double) -> TypographyValue? {
        fontSizes[name].map { TypographyValue(size: $0.size * rem, lineHeight: $0.lineHeight * rem, letterSpacing: 0) }
    }

    /// The radius of a default `rounded-*` step in points.
    func radius(_ step: String, rem: Double) -> Double? {
        if step == "full" { return 9999 }
        return radius[step].map { $0 * rem }
    }
}
