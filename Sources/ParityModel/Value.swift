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
    public var description: String { TextCursor.text(capacity: 9) { $0.append(self) } }

    /// This color painted over `under` (source-over compositing, straight alpha), channels rounded.
    public func over(_ under: RGBA) -> RGBA {
        let a = alpha + under.alpha * (1 - alpha)
        guard a > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Int, _ bottom: Int) -> Int {
            Int(((Double(top) * alpha + Double(bottom) * under.alpha * (1 - alpha)) / a).rounded())
        }
        return RGBA(red: mix(red, under.red), green: mix(green, under.green), blue: mix(blue, under.blue), alpha: a)
    }

    /// Equal when every channel is equal and alpha is within 1/255.
    public func matches(_ other: RGBA) -> Bool {
        red == other.red && green == other.green && blue == other.blue && abs(alpha - other.alpha) <= 1.0 / 255 + 1e-9
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

    public var description: String { TextCursor.text(capacity: 21) { $0.append(self) } }
    public func matches(_ o: ColorPair) -> Bool { light.matches(o.light) && dark.matches(o.dark) }

    /// Alpha 0 in both modes: a color that paints nothing.
    public var isTransparent: Bool { light.alpha == 0 && dark.alpha == 0 }

    /// Transparent black in both modes (`Color.clear`, `bg-transparent`).
    public static let transparent = ColorPair(light: RGBA(red: 0, green: 0, blue: 0, alpha: 0), dark: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
}

/// A resolved typography token: size and line height in pt, letter-spacing in em, and the weight
/// where the token carries one (a library's type scale: Material's `labelLarge` is 500).
public struct TypographyValue: Codable, Hashable, Sendable, CustomStringConvertible {
    public var size: Double
    public var lineHeight: Double
    public var letterSpacing: Double
    public var weight: Double?

    public init(size: Double, lineHeight: Double, letterSpacing: Double, weight: Double? = nil) {
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.weight = weight
    }

    public var description: String { TextCursor.text(capacity: TextCursor.typographyCapacity) { $0.append(self) } }

    /// The text properties a typography holds, with their units: what a fact may also state on its own.
    public static let parts: [String: Unit] = ["fontSize": .pt, "lineHeight": .pt, "letterSpacing": .em, "fontWeight": .weight]

    /// A part by the property a fact states it with (`parts`); setting nil or another name changes nothing.
    public subscript(part property: String) -> Double? {
        get {
            switch property {
            case "fontSize": return size
            case "lineHeight": return lineHeight
            case "letterSpacing": return letterSpacing
            case "fontWeight": return weight
            default: return nil
            }
        }
        set {
            switch property {
            case "fontSize": if let n = newValue { size = n }
            case "lineHeight": if let n = newValue { lineHeight = n }
            case "letterSpacing": if let n = newValue { letterSpacing = n }
            case "fontWeight": weight = newValue
            default: break
            }
        }
    }
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
    /// True where `token` names a value the platform or its library defines rather than a token of
    /// the design system: a system color (`TokenTable.systemColors`: SwiftUI's `Color.blue`, a
    /// Compose scheme path such as `surfaceNormal`), a library's text style (Material's
    /// `labelLarge`, Apple's `body`, Tailwind's default `text-sm`). Such a name is the platform's
    /// for a value, so it is compared by the value it holds, not by name. Nil otherwise.
    public var systemToken: Bool?
    /// One of several values the running app picks, each a value of this unit (`empty ?
    /// labelSecondary : label`, with `empty` given at run time): nil otherwise. Two such values
    /// agree when every alternative of each matches one of the other's (`Tolerance.matches`);
    /// which condition picks which is not compared.
    public var alternatives: [Value]?

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

    /// One of `values`, picked at run time: nested picks flattened, repeated values once, in
    /// the order of their descriptions (a set: the order of the branches is no part of it); a
    /// single value is itself.
    public static func oneOf(_ values: [Value]) -> Value {
        var flat: [Value] = []
        for v in values {
            for a in v.alternatives ?? [v] where !flat.contains(a) { flat.append(a) }
        }
        guard flat.count > 1 else { return flat.first ?? Value(unit: .keyword) }
        var v = Value(unit: flat[0].unit)
        v.alternatives = flat.map { ($0.description, $0) }.sorted { utf8Precedes($0.0, $1.0) }.map(\.1)
        return v
    }
    public static func keyword(_ k: String) -> Value { Value(unit: .keyword, keyword: k) }

    /// A width or height left to the view's natural size (Tailwind's `h-auto`, CSS `height: auto`):
    /// it overrides what was set before it, and folding reports no fact for it (the property is unset).
    public static let naturalSize = Value.keyword("auto")

    /// A value computed from what the component is given at run time alone (a prop its caller
    /// sets, a layout's size): `fillMaxWidth(value)`, `width: `${value * 100}%``, `.frame(width:
    /// proxy.size.width * value)`. Platforms that all leave it to run time agree; one that fixes it does not.
    public static let dynamic = Value.keyword("dynamic")

    /// Whether any concrete value is known (a token may be unresolved).
    public var isResolved: Bool {
        if let alternatives { return alternatives.allSatisfy(\.isResolved) }
        return number != nil || keyword != nil || color != nil || typography != nil
    }

    /// Built in one allocation at most (none up to 15 bytes): a report describes every value
    /// of every platform, and string interpolation, building and copying pieces, made this a
    /// large part of comparing.
    public var description: String {
        if let alternatives { return "one of " + alternatives.map(\.description).joined(separator: " · ") }
        // The concrete value shown is the last set of number, keyword, color and typography.
        let keywordShown = typography == nil && color == nil ? keyword : nil
        guard typography != nil || color != nil || keywordShown != nil || number != nil else { return token ?? "?" }
        if token == nil, let keywordShown { return keywordShown }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: TextCursor.typographyCapacity) { scratch in
            // Any concrete value but a keyword is ASCII of bounded length: written here first.
            var text = TextCursor(scratch)
            if let t = typography { text.append(t) }
            else if let c = color { text.append(c) }
            else if keywordShown == nil, let n = number {
                text.append(number: n)
                if unit != .weight && unit != .ratio { text.append(UInt8(ascii: " ")); text.append(contentsOf: unit.rawValue) }
            }
            let concrete = UnsafeBufferPointer(rebasing: scratch[..<text.count])
            guard let token else { return String(decoding: concrete, as: UTF8.self) }
            let count = token.utf8.count + (keywordShown?.utf8.count ?? concrete.count) + 3
            return String(unsafeUninitializedCapacity: count) { buffer in
                var out = TextCursor(buffer)
                out.append(contentsOf: token)
                out.append(" (")
                if let keywordShown { out.append(contentsOf: keywordShown) } else { out.append(concrete) }
                out.append(")")
                return out.count
            }
        }
    }
}

/// Formats a number without trailing zeros: 8, -0.026, 0.5.
public func formatNumber(_ n: Double) -> String {
    TextCursor.text(capacity: TextCursor.numberCapacity) { $0.append(number: n) }
}

/// `formatNumber` as first written, through `Double.description`: the fallback for values
/// the fast path does not cover, and the reference it is tested against.
func formatNumberByDescription(_ n: Double) -> String {
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

/// Writes the ASCII text of descriptions into a buffer its caller sized: descriptions are built
/// for every cell of a report, so without intermediate strings.
/// Writes `v` in decimal at `p` and returns the number of bytes written (at most 20). Shared by
/// the value descriptions built on the stack and the JSON writer.
func writeDecimal(_ v: Int, at p: UnsafeMutablePointer<UInt8>) -> Int {
    var sign = 0
    if v < 0 { p[0] = UInt8(ascii: "-"); sign = 1 }
    var m = v.magnitude, digits = 1
    while m >= 10 { m /= 10; digits += 1 }
    m = v.magnitude
    var i = sign + digits
    repeat {
        i -= 1
        p[i] = UInt8(ascii: "0") + UInt8(m % 10)
        m /= 10
    } while m > 0
    return sign + digits
}

struct TextCursor {
    /// Enough for any `formatNumber` text (its longest is `Double.description`'s, under 30 bytes).
    static let numberCapacity = 32
    /// Enough for any `TypographyValue` description.
    static let typographyCapacity = 3 * numberCapacity + 10

    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// ASCII text of at most `capacity` bytes, written on the stack and then copied into a
    /// string of its exact size (a small string, not allocated, up to 15 bytes).
    static func text(capacity: Int, _ write: (inout TextCursor) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            var text = TextCursor(scratch)
            write(&text)
            return String(decoding: UnsafeBufferPointer(rebasing: scratch[..<text.count]), as: UTF8.self)
        }
    }

    mutating func append(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { for b in $0 { append(b) } }
    }

    mutating func append(contentsOf text: String) {
        for b in text.utf8 { append(b) }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        for b in bytes { append(b) }
    }

    /// An integer in decimal.
    mutating func append(integer: Int) {
        count += writeDecimal(integer, at: buffer.baseAddress! + count)
    }

    /// `formatNumber(n)`: an integer, or at most four decimals without trailing zeros.
    mutating func append(number n: Double) {
        if n == n.rounded(), abs(n) < 1e15 { append(integer: Int(n)); return }
        // Below 1e9 the four-decimal value `(n * 10000).rounded() / 10000` is printed by
        // `Double.description` as exactly its decimal digits, so they are written from the
        // integer `n * 10000` (a tenth of the cost). Larger values and NaN take the first path.
        guard abs(n) < 1e9 else { append(contentsOf: formatNumberByDescription(n)); return }
        let scaled = (n * 10000).rounded()
        let m = Int(scaled).magnitude
        if scaled.sign == .minus { append(UInt8(ascii: "-")) }
        append(integer: Int(m / 10000))
        var fraction = Int(m % 10000)
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        var width = 4
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        var i = count + width
        count = i
        for _ in 0..<width {
            i -= 1
            buffer[i] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
    }

    /// Two uppercase hex digits of a channel clamped to 0...255.
    mutating func append(hex2 v: Int) {
        let c = max(0, min(255, v))
        let digits: StaticString = "0123456789ABCDEF"
        digits.withUTF8Buffer { d in
            append(d[c / 16])
            append(d[c % 16])
        }
    }

    /// `RGBA.description`: `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    mutating func append(_ c: RGBA) {
        append(UInt8(ascii: "#"))
        append(hex2: c.red)
        append(hex2: c.green)
        append(hex2: c.blue)
        if abs(c.alpha - 1) >= 0.5 / 255 { append(hex2: Int((c.alpha * 255).rounded())) }
    }

    /// `ColorPair.description`.
    mutating func append(_ c: ColorPair) {
        append(c.light)
        if c.light != c.dark {
            append(" / ")
            append(c.dark)
        }
    }

    /// `TypographyValue.description`.
    mutating func append(_ t: TypographyValue) {
        append(number: t.size)
        append(UInt8(ascii: "/"))
        append(number: t.lineHeight)
        append(" pt, ")
        append(number: t.letterSpacing)
        append(" em")
    }
}
