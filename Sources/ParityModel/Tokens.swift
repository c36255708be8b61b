/// One token value with where it is defined.
public struct TokenEntry<V: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public var value: V
    public var raw: String
    public var location: SourceLocation
    /// For colors defined per mode in two places (`LightColors` / `DarkColors`): the dark side's text.
    public var darkRaw: String?
    public var darkLocation: SourceLocation?

    public init(value: V, raw: String, location: SourceLocation, darkRaw: String? = nil, darkLocation: SourceLocation? = nil) {
        self.value = value
        self.raw = raw
        self.location = location
        self.darkRaw = darkRaw
        self.darkLocation = darkLocation
    }
}

/// A drop shadow: offsets and blur in points (blur as CSS and Compose `dropShadow` take it,
/// so twice a SwiftUI `radius` by default), and its color.
public struct ShadowValue: Codable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var blur: Double
    public var color: RGBA

    public init(x: Double, y: Double, blur: Double, color: RGBA) {
        self.x = x
        self.y = y
        self.blur = blur
        self.color = color
    }

    public var description: String { "\(formatNumber(x)) \(formatNumber(y)) \(formatNumber(blur)) pt \(color)" }
}

/// The design tokens one platform defines, by normalized name.
public struct TokenTable: Codable, Hashable, Sendable {
    public var colors: [String: TokenEntry<ColorPair>] = [:]
    /// Colors the platform itself defines (SwiftUI's `Color.blue`, Tailwind's `white`): they
    /// resolve references and count as defined where another platform defines the same name.
    public var systemColors: [String: TokenEntry<ColorPair>] = [:]
    public var typography: [String: TokenEntry<TypographyValue>] = [:]
    /// Text styles the platform's library defines (the Material 3 type scale): used where the
    /// project defines no token of that name, never compared as the project's tokens.
    public var builtinTypography: [String: TypographyValue] = [:]
    public var radius: [String: TokenEntry<Double>] = [:]
    public var spacing: [String: TokenEntry<Double>] = [:]
    public var shadows: [String: TokenEntry<ShadowValue>] = [:]
    /// Read problems, and `unresolved` entries (keyed like token facts) for values computed at run time.
    public var diagnostics: [Diagnostic] = []

    public init() {}

    public var isEmpty: Bool { colors.isEmpty && typography.isEmpty && radius.isEmpty && spacing.isEmpty && shadows.isEmpty }

    /// The length scale of a kind: `radius`, else `spacing`.
    public func lengths(_ kind: String) -> [String: TokenEntry<Double>] { kind.hasPrefix("radius") ? radius : spacing }

    /// Sets a token of the length scale of a kind: `radius`, else `spacing`.
    public mutating func setLength(_ kind: String, _ name: String, _ entry: TokenEntry<Double>) {
        if kind == "radius" { radius[name] = entry } else { spacing[name] = entry }
    }

    /// A color by name: the platform's own tokens first, then its system colors.
    public func color(_ name: String) -> ColorPair? { colors[name]?.value ?? systemColors[name]?.value }

    /// A typography token of the project, else of the platform's library.
    public func typographyValue(_ name: String) -> TypographyValue? { typography[name]?.value ?? builtinTypography[name] }
}
