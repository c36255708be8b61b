/// One token value with where it is defined.
public struct TokenEntry<V: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public var value: V
    public var raw: String
    public var location: SourceLocation

    public init(value: V, raw: String, location: SourceLocation) {
        self.value = value
        self.raw = raw
        self.location = location
    }
}

/// The design tokens one platform defines, by normalized name.
public struct TokenTable: Codable, Hashable, Sendable {
    public var colors: [String: TokenEntry<ColorPair>] = [:]
    public var typography: [String: TokenEntry<TypographyValue>] = [:]
    public var radius: [String: TokenEntry<Double>] = [:]
    public var diagnostics: [Diagnostic] = []

    public init() {}

    public var isEmpty: Bool { colors.isEmpty && typography.isEmpty && radius.isEmpty }
}
