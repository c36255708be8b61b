import ParityModel

/// Tailwind's default theme, as tables in rem (a flavor's rem gives points): what a class means
/// when the project's theme does not define its token. The project's tokens win: the resolver
/// replaces a default value by the project's token of the same name.
///
/// Uniwind builds on Tailwind v4, NativeWind on Tailwind v3; the scales differ in the radius steps.
struct TailwindTheme: Sendable {
    /// Tailwind's major version (3 or 4), as messages name the theme.
    var version: Int
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
    static let v4 = TailwindTheme(version: 4, fontSizes: fontSizes, radius: [
        "none": 0, "xs": 0.125, "sm": 0.25, "": 0.25, "md": 0.375, "lg": 0.5, "xl": 0.75, "2xl": 1, "3xl": 1.5, "4xl": 2,
    ], leadingRatios: leadingRatios)

    /// Tailwind v3 (NativeWind): `borderRadius` sm 0.125rem, DEFAULT 0.25rem … 3xl 1.5rem.
    static let v3 = TailwindTheme(version: 3, fontSizes: fontSizes, radius: [
        "none": 0, "sm": 0.125, "": 0.25, "md": 0.375, "lg": 0.5, "xl": 0.75, "2xl": 1, "3xl": 1.5,
    ], leadingRatios: leadingRatios)

    /// Tailwind's color palette (v3's sRGB values; v4 states the same colors in OKLCH), by family:
    /// the shades 50, 100, 200 … 900, 950.
    static let palette: [String: [String]] = [
        "slate": ["F8FAFC", "F1F5F9", "E2E8F0", "CBD5E1", "94A3B8", "64748B", "475569", "334155", "1E293B", "0F172A", "020617"],
        "gray": ["F9FAFB", "F3F4F6", "E5E7EB", "D1D5DB", "9CA3AF", "6B7280", "4B5563", "374151", "1F2937", "111827", "030712"],
        "zinc": ["FAFAFA", "F4F4F5", "E4E4E7", "D4D4D8", "A1A1AA", "71717A", "52525B", "3F3F46", "27272A", "18181B", "09090B"],
        "neutral": ["FAFAFA", "F5F5F5", "E5E5E5", "D4D4D4", "A3A3A3", "737373", "525252", "404040", "262626", "171717", "0A0A0A"],
        "stone": ["FAFAF9", "F5F5F4", "E7E5E4", "D6D3D1", "A8A29E", "78716C", "57534E", "44403C", "292524", "1C1917", "0C0A09"],
        "red": ["FEF2F2", "FEE2E2", "FECACA", "FCA5A5", "F87171", "EF4444", "DC2626", "B91C1C", "991B1B", "7F1D1D", "450A0A"],
        "orange": ["FFF7ED", "FFEDD5", "FED7AA", "FDBA74", "FB923C", "F97316", "EA580C", "C2410C", "9A3412", "7C2D12", "431407"],
        "amber": ["FFFBEB", "FEF3C7", "FDE68A", "FCD34D", "FBBF24", "F59E0B", "D97706", "B45309", "92400E", "78350F", "451A03"],
        "yellow": ["FEFCE8", "FEF9C3", "FEF08A", "FDE047", "FACC15", "EAB308", "CA8A04", "A16207", "854D0E", "713F12", "422006"],
        "lime": ["F7FEE7", "ECFCCB", "D9F99D", "BEF264", "A3E635", "84CC16", "65A30D", "4D7C0F", "3F6212", "365314", "1A2E05"],
        "green": ["F0FDF4", "DCFCE7", "BBF7D0", "86EFAC", "4ADE80", "22C55E", "16A34A", "15803D", "166534", "14532D", "052E16"],
        "emerald": ["ECFDF5", "D1FAE5", "A7F3D0", "6EE7B7", "34D399", "10B981", "059669", "047857", "065F46", "064E3B", "022C22"],
        "teal": ["F0FDFA", "CCFBF1", "99F6E4", "5EEAD4", "2DD4BF", "14B8A6", "0D9488", "0F766E", "115E59", "134E4A", "042F2E"],
        "cyan": ["ECFEFF", "CFFAFE", "A5F3FC", "67E8F9", "22D3EE", "06B6D4", "0891B2", "0E7490", "155E75", "164E63", "083344"],
        "sky": ["F0F9FF", "E0F2FE", "BAE6FD", "7DD3FC", "38BDF8", "0EA5E9", "0284C7", "0369A1", "075985", "0C4A6E", "082F49"],
        "blue": ["EFF6FF", "DBEAFE", "BFDBFE", "93C5FD", "60A5FA", "3B82F6", "2563EB", "1D4ED8", "1E40AF", "1E3A8A", "172554"],
        "indigo": ["EEF2FF", "E0E7FF", "C7D2FE", "A5B4FC", "818CF8", "6366F1", "4F46E5", "4338CA", "3730A3", "312E81", "1E1B4B"],
        "violet": ["F5F3FF", "EDE9FE", "DDD6FE", "C4B5FD", "A78BFA", "8B5CF6", "7C3AED", "6D28D9", "5B21B6", "4C1D95", "2E1065"],
        "purple": ["FAF5FF", "F3E8FF", "E9D5FF", "D8B4FE", "C084FC", "A855F7", "9333EA", "7E22CE", "6B21A8", "581C87", "3B0764"],
        "fuchsia": ["FDF4FF", "FAE8FF", "F5D0FE", "F0ABFC", "E879F9", "D946EF", "C026D3", "A21CAF", "86198F", "701A75", "4A044E"],
        "pink": ["FDF2F8", "FCE7F3", "FBCFE8", "F9A8D4", "F472B6", "EC4899", "DB2777", "BE185D", "9D174D", "831843", "500724"],
        "rose": ["FFF1F2", "FFE4E6", "FECDD3", "FDA4AF", "FB7185", "F43F5E", "E11D48", "BE123C", "9F1239", "881337", "4C0519"],
    ]

    static let shades = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"]

    /// Palette colors by normalized token name (`gray100`), and `white` and `black`.
    static let colors: [String: RGBA] = {
        var out: [String: RGBA] = ["white": RGBA(red: 255, green: 255, blue: 255), "black": RGBA(red: 0, green: 0, blue: 0)]
        for (family, hexes) in palette {
            for (shade, hex) in zip(shades, hexes) { out[Normalize.tokenName(family + "-" + shade)] = Normalize.cssColor("#" + hex) }
        }
        return out
    }()

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
