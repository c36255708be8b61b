/// An sRGB color with alpha, channels 0...255 and alpha 0...1.
public struct RGBA: Codable, Hashable, Sendable, CustomStringConvertible {
    public var red: Int
    public var green: Int
    public var blue: Int
    public var alpha: Double

    public init(red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        for v in [red, green, blue] { appendHex2(v, to: &bytes) }
        if abs(alpha - 1) >= 0.5 / 255 { appendHex2(Int((alpha * 255).rounded()), to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Equal when every channel is equal and alpha is within 1/255.
    public func matches(_ other: RGBA) -> Bool {
        red == other.red && green == other.green && blue == other.blue && abs(alpha - other.alpha) <= 1.0 / 255 + 1e-9
    }
}

private func appendHex2(_ v: Int, to bytes: inout [UInt8]) {
    let digits: StaticString = "0123456789ABCDEF"
    let c = max(0, min(255, v))
    digits.withUTF8Buffer { d in
        bytes.append(d[c / 16])
        bytes.append(d[c % 16])
    }
}

/// A color in light and dark appearance.
public struct ColorPair: Codable, Hashable, Sendable, CustomStringConvertible {
    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    public var description: String { light == dark ? light.description : "\(light) / \(dark)" }
    public func matches(_ o: ColorPair) -> Bool { light.matches(o.light) && dark.matches(o.dark) }
}

/// A resolved typography token: size and line height in pt, letter-spacing in em.
public struct TypographyValue: Codable, Hashable, Sendable, CustomStringConvertible {
    public var size: Double
    public var lineHeight: Double
    public var letterSpacing: Double

    public init(size: Double, lineHeight: Double, letterSpacing: Double) {
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }

    public var description: String { "\(formatNumber(size))/\(formatNumber(lineHeight)) pt, \(formatNumber(letterSpacing)) em" }
}

/// A canonical unit of a property.
public enum Unit: String, Codable, Sendable {
    case pt, em, weight, token, keyword, color, ratio
}

/// A normalized value: a token name with what it resolves to, a number in a canonical unit, a
/// keyword, or a literal color.
public struct Value: Codable, Hashable, Sendable, CustomStringConvertible {
    public var unit: Unit
    /// Normalized token name (`labelQuaternary`, `xl2`), when the source referred to a token.
    public var token: String?
    public var number: Double?
    public var keyword: String?
    public var color: ColorPair?
    public var typography: TypographyValue?

    public init(unit: Unit, token: String? = nil, number: Double? = nil, keyword: String? = nil,
                color: ColorPair? = nil, typography: TypographyValue? = nil) {
        self.unit = unit
        self.token = token
        self.number = number
        self.keyword = keyword
        self.color = color
        self.typography = typography
    }

    public static func number(_ n: Double, _ unit: Unit) -> Value { Value(unit: unit, number: n) }
    public static func keyword(_ k: String) -> Value { Value(unit: .keyword, keyword: k) }

    /// Whether any concrete value is known (a token may be unresolved).
    public var isResolved: Bool { number != nil || keyword != nil || color != nil || typography != nil }

    public var description: String {
        var concrete: String?
        if let n = number { concrete = unit == .weight || unit == .ratio ? formatNumber(n) : "\(formatNumber(n)) \(unit.rawValue)" }
        if let k = keyword { concrete = k }
        if let c = color { concrete = c.description }
        if let t = typography { concrete = t.description }
        switch (token, concrete) {
        case let (t?, c?): return "\(t) (\(c))"
        case let (t?, nil): return t
        case let (nil, c?): return c
        default: return "?"
        }
    }
}

/// Formats a number without trailing zeros: 8, -0.026, 0.5.
public func formatNumber(_ n: Double) -> String {
    if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
    var s = String(format4: n)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

extension String {
    init(format4 n: Double) {
        let scaled = (n * 10000).rounded() / 10000
        var text = "\(scaled)"
        if text.contains("e") { text = "\(n)" }
        self = text
    }
}
