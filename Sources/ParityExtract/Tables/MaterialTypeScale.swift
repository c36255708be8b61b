import ParityModel

/// The Material 3 type scale (`MaterialTheme.typography.<style>`), for Compose components that
/// lean on it: size and line height in sp (= pt), tracking in sp converted to em. Values of
/// androidx.compose.material3.tokens.TypeScaleTokens, as published at
/// https://m3.material.io/styles/typography/type-scale-tokens (weights: 400, and 500 for
/// titleMedium, titleSmall and the label styles: TypeScaleTokens' `…Weight = TypefaceTokens.WeightMedium`).
enum MaterialTypeScale {
    static let rows: [(name: String, size: Double, lineHeight: Double, trackingSp: Double)] = [
        ("displayLarge", 57, 64, -0.25), ("displayMedium", 45, 52, 0), ("displaySmall", 36, 44, 0),
        ("headlineLarge", 32, 40, 0), ("headlineMedium", 28, 36, 0), ("headlineSmall", 24, 32, 0),
        ("titleLarge", 22, 28, 0), ("titleMedium", 16, 24, 0.15), ("titleSmall", 14, 20, 0.1),
        ("bodyLarge", 16, 24, 0.5), ("bodyMedium", 14, 20, 0.25), ("bodySmall", 12, 16, 0.4),
        ("labelLarge", 14, 20, 0.1), ("labelMedium", 12, 16, 0.5), ("labelSmall", 11, 16, 0.5),
    ]

    /// The styles drawn in Medium (500); the others are Regular (400).
    static let mediumWeight: Set<String> = ["titleMedium", "titleSmall", "labelLarge", "labelMedium", "labelSmall"]

    static let typography: [String: TypographyValue] = Dictionary(uniqueKeysWithValues: rows.map {
        ($0.name, TypographyValue(size: $0.size, lineHeight: $0.lineHeight, letterSpacing: Normalize.letterSpacingEm(points: $0.trackingSp, fontSize: $0.size),
                                  weight: mediumWeight.contains($0.name) ? 500 : 400))
    })
}
