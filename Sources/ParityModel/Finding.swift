/// The kinds of drift parity reports.
public enum FindingKind: String, Codable, Sendable, CaseIterable, Comparable {
    case mismatch, missing, unresolved
    case parseError = "parse-error"
    case missingImplementation = "missing-implementation"

    public static func < (a: FindingKind, b: FindingKind) -> Bool { a.rawValue < b.rawValue }
}

public enum Severity: String, Codable, Sendable, Comparable {
    case error, warning, note
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
}

/// One platform's side of a finding.
public struct PlatformValue: Codable, Hashable, Sendable {
    public var raw: String
    public var normalized: String
    public var location: SourceLocation?

    public init(raw: String, normalized: String, location: SourceLocation?) {
        self.raw = raw
        self.normalized = normalized
        self.location = location
    }
}

/// A disagreement between platforms.
public struct Finding: Encodable, Hashable, Sendable {
    public var id: String
    public var component: String
    public var key: FactKey
    public var kind: FindingKind
    public var severity: Severity
    /// The platforms that differ from the expected value.
    public var platforms: [Platform]
    /// The expected (majority or reference) value, normalized.
    public var expected: String?
    public var values: [Platform: PlatformValue]
    public var message: String
    public var baselined: Bool = false

    public init(component: String, key: FactKey, kind: FindingKind, severity: Severity, platforms: [Platform],
                expected: String?, values: [Platform: PlatformValue], message: String) {
        self.component = component
        self.key = key
        self.kind = kind
        self.severity = severity
        self.platforms = platforms.sorted()
        self.expected = expected
        self.values = values
        self.message = message
        self.id = Finding.stableID(component: component, key: key, kind: kind, platforms: self.platforms)
    }

    /// Built from meaning only, never from line numbers: component, part, property, state,
    /// variant, size, kind and the differing platforms.
    public static func stableID(component: String, key: FactKey, kind: FindingKind, platforms: [Platform]) -> String {
        let text = [component, key.part, key.property, key.state, key.variant, key.size, kind.rawValue,
                    platforms.map(\.rawValue).joined(separator: "+")].joined(separator: "|")
        return "PAR-" + fnv1a64(text)
    }

    private enum CodingKeys: String, CodingKey {
        case id, component, part, property, state, variant, size, kind, severity, platforms, expected, values, locations, baselined, message
    }

    /// Flat, dashboard-friendly shape: the key's fields at the top level, and `locations`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(component, forKey: .component)
        try c.encode(key.part, forKey: .part)
        try c.encode(key.property, forKey: .property)
        try c.encode(key.state, forKey: .state)
        try c.encode(key.variant, forKey: .variant)
        try c.encode(key.size, forKey: .size)
        try c.encode(kind, forKey: .kind)
        try c.encode(severity, forKey: .severity)
        try c.encode(platforms, forKey: .platforms)
        try c.encode(expected, forKey: .expected)
        try c.encode(values, forKey: .values)
        try c.encode(Dictionary(uniqueKeysWithValues: values.compactMap { k, v in v.location.map { (k, $0) } }), forKey: .locations)
        try c.encode(baselined, forKey: .baselined)
        try c.encode(message, forKey: .message)
    }

    /// The first location among the differing platforms, for `file:line:col` output.
    public var primaryLocation: SourceLocation? {
        platforms.lazy.compactMap { self.values[$0]?.location }.first ?? values.values.compactMap(\.location).min()
    }
}

/// FNV-1a, 64 bit, as 16 hex digits: stable across runs and machines (unlike `Hasher`).
public func fnv1a64(_ s: String) -> String {
    var h: UInt64 = 0xcbf29ce484222325
    for b in s.utf8 {
        h ^= UInt64(b)
        h = h &* 0x100000001b3
    }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}
