/// What a fact is about: `(part, property, state, variant, size)`. `variant` and `size` are
/// `*` when the value holds for every variant or size.
public struct FactKey: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var part: String
    public var property: String
    public var state: String
    public var variant: String
    public var size: String

    public static let any = "*"

    public init(part: String, property: String, state: String = "default", variant: String = FactKey.any, size: String = FactKey.any) {
        self.part = part
        self.property = property
        self.state = state
        self.variant = variant
        self.size = size
    }

    public var description: String {
        var s = "\(part).\(property)"
        if state != "default" { s += " [\(state)]" }
        if variant != FactKey.any { s += " variant=\(variant)" }
        if size != FactKey.any { s += " size=\(size)" }
        return s
    }

    /// Field by field, each by its UTF-8 bytes: the same order as `String`'s for these ASCII
    /// names, without its Unicode machinery (sorting facts was a tenth of extraction).
    public static func < (a: FactKey, b: FactKey) -> Bool {
        func less(_ x: String, _ y: String) -> Bool { x.utf8.lexicographicallyPrecedes(y.utf8) }
        if a.part != b.part { return less(a.part, b.part) }
        if a.property != b.property { return less(a.property, b.property) }
        if a.state != b.state { return less(a.state, b.state) }
        if a.variant != b.variant { return less(a.variant, b.variant) }
        return less(a.size, b.size)
    }
}

/// One extracted, normalized value of one implementation, with where it came from.
public struct Fact: Codable, Hashable, Sendable {
    public var key: FactKey
    public var value: Value
    /// The source text the value came from.
    public var raw: String
    public var location: SourceLocation

    public init(key: FactKey, value: Value, raw: String, location: SourceLocation) {
        self.key = key
        self.value = value
        self.raw = raw
        self.location = location
    }
}

/// A problem met while reading one implementation.
public struct Diagnostic: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable { case parseError = "parse-error", unresolved, warning }
    public var kind: Kind
    public var message: String
    public var location: SourceLocation
    /// For `unresolved`: the fact the value would have given.
    public var key: FactKey?

    public init(kind: Kind, message: String, location: SourceLocation, key: FactKey? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.key = key
    }
}

/// The extracted model of one component on one platform.
public struct Implementation: Codable, Hashable, Sendable {
    public var component: String
    public var platform: Platform
    public var file: String
    public var facts: [Fact]
    public var diagnostics: [Diagnostic]

    public init(component: String, platform: Platform, file: String, facts: [Fact], diagnostics: [Diagnostic] = []) {
        self.component = component
        self.platform = platform
        self.file = file
        self.facts = facts
        self.diagnostics = diagnostics
    }
}
