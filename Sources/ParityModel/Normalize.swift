import Foundation

/// The normalization rules of design.md, one function per rule.
public enum Normalize {
    /// A shape's corners, where they differ (`RoundedCornerShape(topStart = 8.dp, bottomStart =
    /// 8.dp)`, `rounded-l-lg`, `borderTopLeftRadius`), in the order of Compose's and SwiftUI's
    /// corner arguments; where all four are the same they are one `radius`. Left is start and
    /// right is end (a left-to-right layout).
    public static let cornerProperties = ["radiusTopStart", "radiusTopEnd", "radiusBottomEnd", "radiusBottomStart"]
    /// One side's border (`border-b`, `border-l-4 border-l-accent`, `borderBottomWidth`): its width
    /// and its color, by side; left is start and right is end (a left-to-right layout). A border
    /// of every side is `borderWidth` and `borderColor`.
    public static let borderSideWidths = ["top": "borderTopWidth", "end": "borderEndWidth", "bottom": "borderBottomWidth", "start": "borderStartWidth"]
    public static let borderSideColors = ["top": "borderTopColor", "end": "borderEndColor", "bottom": "borderBottomColor", "start": "borderStartColor"]
    /// Size steps spelled out compare as their short names: `small` = `sm`, `medium` = `md`,
    /// `large` = `lg` (a SwiftUI `TagSize.large` against a Tailwind `size: { lg: … }`).
    public static let sizeAliases: [String: String] = [
        "small": "sm", "medium": "md", "large": "lg", "extraSmall": "xs", "xsmall": "xs", "extraLarge": "xl", "xlarge": "xl",
    ]

    /// A size name as compared (`sizeAliases`), else as written.
    public static func sizeName(_ name: String) -> String { sizeAliases[name] ?? name }

    /// Token names compare in lower camel case: `label-quaternary` = `labelQuaternary`,
    /// Tailwind's `2xl` = Swift/Kotlin `xl2`, `LabelQuaternary` (Kotlin enum style) = `labelQuaternary`.
    public static func tokenName(_ raw: String) -> String {
        // Fast path, most calls: ASCII letters and digits starting with a lowercase letter are
        // already a token name unless they are a size step like `2xl` (which starts with a digit).
        if let first = raw.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
           raw.utf8.allSatisfy({ ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || ($0 >= 0x30 && $0 <= 0x39) }) {
            return raw
        }
        // Screaming case (`LINK`, `SECONDARY_INVERSE`, `XL`: Kotlin's enum-constant style): each word
        // lowered, the words joined in camel case (`secondaryInverse`), not `sECONDARY_INVERSE`.
        if raw.utf8.count > 1, let first = raw.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
           raw.utf8.allSatisfy({ ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") }) {
            let words = raw.lowercased().split(separator: "_")
            guard let head = words.first else { return raw.lowercased() }
            return String(head) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        // Capitalized ASCII letters and digits (`Default`, `SemiBold`, Kotlin's enum cases): the
        // first letter lowered (no separator to join, no size step: one starts with a digit).
        if let first = raw.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
           raw.utf8.allSatisfy({ ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || ($0 >= 0x30 && $0 <= 0x39) }) {
            var bytes = Array(raw.utf8)
            bytes[0] |= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        var name = raw.trimmed(" \t")
        // A step of a scale keyed by numbers (`spacing[0.5]`, `{ 0.5: 2, 1.5: 6 }`) keeps its number: `0.5`, not `05`.
        if let dot = name.firstIndex(of: "."), !name[..<dot].isEmpty, !name[name.index(after: dot)...].isEmpty,
           name.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), name.filter({ $0 == "." }).count == 1 { return name }
        // Tailwind size steps: 2xl -> xl2, 3xs -> xs3.
        if let (digits, step) = sizeStep(name) { return step + digits }
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).map(String.init)
        if parts.count > 1 {
            name = parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// A Tailwind size step, digits before `xs` or `xl` (`2xl`, `10xs`): the digits and the step.
    /// (Swift regex literals are parsed again on every use, so this scans by hand.)
    public static func sizeStep(_ s: String) -> (digits: Substring, step: String)? {
        for step in ["xs", "xl"] where s.hasSuffix(step) {
            let digits = s.dropLast(2)
            if !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) { return (digits, step) }
        }
        return nil
    }

    /// A component name in kebab case: `TextField` and `text_field` become `text-field`.
    /// An acronym stays one word: `DSButton` is `ds-button`, `HTTPBadge` `http-badge`.
    public static func kebab(_ raw: String) -> String {
        var out = ""
        let chars = Array(raw)
        for (i, ch) in chars.enumerated() {
            if ch == "_" || ch == " " { out += "-"; continue }
            if ch.isUppercase {
                // A word starts at a capital after a lowercase letter or digit, or at the last
                // capital of a run that a lowercase letter follows (`DS|Button`).
                let prev = i > 0 ? chars[i - 1] : nil, next = i + 1 < chars.count ? chars[i + 1] : nil
                let starts = prev.map { $0.isLowercase || $0.isNumber || ($0.isUppercase && next?.isLowercase == true) } ?? false
                if starts, !out.hasSuffix("-") { out += "-" }
                out += ch.lowercased()
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// `text-field` -> `TextField`.
    public static func pascal(_ kebab: String) -> String {
        kebab.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// SwiftUI `Font.Weight` (React Native's iOS mapping: `.thin` is 200).
    public static let swiftWeights: [String: Double] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// Compose `FontWeight` names; `W100`…`W900` are handled by `composeWeight`.
    public static let composeWeights: [String: Double] = [
        "Thin": 100, "ExtraLight": 200, "Light": 300, "Normal": 400, "Medium": 500,
        "SemiBold": 600, "Bold": 700, "ExtraBold": 800, "Black": 900,
    ]

    /// Tailwind `font-*` weights (and CSS keywords).
    public static let tailwindWeights: [String: Double] = [
        "thin": 100, "extralight": 200, "light": 300, "normal": 400, "medium": 500,
        "semibold": 600, "bold": 700, "extrabold": 800, "black": 900,
    ]

    public static func swiftWeight(_ name: String) -> Double? { swiftWeights[name] }

    /// `SemiBold`, `W600`, `FontWeight(600)` argument text.
    public static func composeWeight(_ name: String) -> Double? {
        if let w = composeWeights[name] { return w }
        if name.count == 4, name.hasPrefix("W"), name.hasSuffix("00"), let d = Int(name.dropFirst().prefix(1)), d >= 1 { return Double(d) * 100 }
        if let n = Double(name), (100...900).contains(n) { return n }
        return nil
    }

    /// React Native `fontWeight`: `"600"`, `600`, `"normal"` (400), `"bold"` (700).
    public static func reactNativeWeight(_ raw: String) -> Double? {
        switch raw {
        case "normal": return 400
        case "bold": return 700
        default:
            if let n = Double(raw), n.isFinite, (100...900).contains(n) { return n }
            return tailwindWeights[raw]
        }
    }

    /// Tailwind `tracking-*` in em.
    public static let tailwindTracking: [String: Double] = [
        "tighter": -0.05, "tight": -0.025, "normal": 0, "wide": 0.025, "wider": 0.05, "widest": 0.1,
    ]

    /// Letter-spacing in points (SwiftUI `tracking`/`kerning`, React Native `letterSpacing`,
    /// Compose `x.sp`) to em: `pt / fontSize`.
    public static func letterSpacingEm(points: Double, fontSize: Double) -> Double {
        fontSize == 0 ? 0 : points / fontSize
    }

    /// The line height of Apple's system font (San Francisco) at a point size, as
    /// `UIFont.systemFont(ofSize:).lineHeight` reports it: ascender − descender, (1950 + 494) / 2048
    /// of the size (20.287109375 at 17 pt).
    public static func systemLineHeight(fontSize: Double) -> Double { fontSize * 1.193359375 }

    /// Tailwind spacing step `n` to points: `n × 0.25rem`, rem in points (14 NativeWind, 16 Uniwind).
    public static func tailwindSpacing(_ step: Double, rem: Double) -> Double { step * 0.25 * rem }

    /// A CSS length (`10px`, `1.5rem`, `0.025em`) to points; em stays em. Only finite values:
    /// `1e309px`, `NaN` and `0x10px` are no length.
    public static func cssLength(_ raw: String, rem: Double) -> (Double, Unit)? {
        let s = raw.trimmed(" \t")
        let unit = ["rem", "px", "em", "pt"].first { s.hasSuffix($0) } ?? ""
        let number = s.dropLast(unit.count)
        guard !number.isEmpty, number.allSatisfy({ ("0"..."9").contains($0) || $0 == "." || $0 == "-" }), let n = Double(number) else { return nil }
        let value = unit == "rem" ? n * rem : n
        guard value.isFinite else { return nil }
        switch unit {
        case "rem": return (value, .pt)
        case "em": return (value, .em)
        default: return (value, .pt)
        }
    }

    /// `0xRRGGBB` with a separate alpha (SwiftUI `.init(0x1D1D1F, 0.04)`).
    public static func rgbHex(_ hex: UInt64, alpha: Double = 1) -> RGBA {
        RGBA(red: Int((hex >> 16) & 0xFF), green: Int((hex >> 8) & 0xFF), blue: Int(hex & 0xFF), alpha: alpha)
    }

    /// Compose `Color(0xAARRGGBB)`.
    public static func argbHex(_ hex: UInt64) -> RGBA {
        RGBA(red: Int((hex >> 16) & 0xFF), green: Int((hex >> 8) & 0xFF), blue: Int(hex & 0xFF),
             alpha: Double((hex >> 24) & 0xFF) / 255)
    }

    /// Parses an integer literal in Swift/Kotlin/JS spelling: `0xFF1D1D1F`, `1_000`, `8`, `8L`, `8u`.
    public static func integerLiteral(_ raw: String) -> UInt64? {
        var s = raw.replacingOccurrences(of: "_", with: "")
        while let last = s.last, "uUlL".contains(last) { s.removeLast() }
        if s.lowercased().hasPrefix("0x") { return UInt64(s.dropFirst(2), radix: 16) }
        return UInt64(s)
    }

    /// Parses a Kotlin/Swift/JS number literal: `17.0`, `0.08f`, `-0.026`, `.5`, `8`.
    public static func number(_ raw: String) -> Double? {
        // (`replacingOccurrences` goes through NSString: only when there is an `_` to remove.)
        var s = (raw.utf8.contains(UInt8(ascii: "_")) ? raw.replacingOccurrences(of: "_", with: "") : raw).trimmed(" \t")
        if s.hasPrefix("(") && s.hasSuffix(")") { s = String(s.dropFirst().dropLast()).trimmed(" \t") }
        if let last = s.last, "fFdDL".contains(last), !s.lowercased().hasPrefix("0x") { s.removeLast() }
        if s.lowercased().hasPrefix("0x") || s.lowercased().hasPrefix("-0x") { return integerLiteral(s).map(Double.init) }
        // `Double(_:)` also reads `nan`, `inf` and `1e309` (infinity): none is a value.
        guard let n = Double(s), n.isFinite else { return nil }
        return n
    }

    /// Why a number's spelling gives no value, or nil when it gives one or is no number at all
    /// (a name, a call): `1e309` overflows to infinity, `NaN` and `Infinity` are not finite numbers.
    public static func numberProblem(_ raw: String) -> String? {
        var s = raw.trimmed(" \t\"'`")
        if s.hasPrefix("(") && s.hasSuffix(")") { s = String(s.dropFirst().dropLast()).trimmed(" \t") }
        if let last = s.last, "fFdD".contains(last), !s.lowercased().hasPrefix("0x"), s.count > 1, s.dropLast().last.map({ $0.isNumber || $0 == "." }) ?? false { s.removeLast() }
        let unsigned = s.hasPrefix("-") || s.hasPrefix("+") ? String(s.dropFirst()) : s
        if ["nan", "infinity", "inf"].contains(unsigned.lowercased()) { return "not a finite number" }
        guard let first = unsigned.first, first.isNumber || first == "." else { return nil }
        if let n = Double(s), !n.isFinite { return "it overflows to infinity" }
        return nil
    }

    /// CSS color syntax: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)`,
    /// `rgb(r g b / a)`, `hsl()`, `oklch(l c h / a)`, `oklab(l a b / a)`, and the keywords
    /// `white`, `black`, `transparent`.
    public static func cssColor(_ raw: String) -> RGBA? { cssColorChecked(raw).color }

    /// The CSS color functions read, by name.
    enum ColorFunction { case rgb, hsl, oklab, oklch }
    static let colorFunctions: [Substring: ColorFunction] = [
        "hsl": .hsl, "hsla": .hsl, "oklab": .oklab, "oklch": .oklch, "rgb": .rgb, "rgba": .rgb,
    ]

    /// `cssColor`, and when the text is a color whose numbers are out of range, why
    /// (`alpha 7 is outside 0…1`): such a color is not clamped but refused.
    public static func cssColorChecked(_ raw: String) -> (color: RGBA?, problem: String?) {
        let s = raw.trimmed(" \"'`").lowercased()
        if s == "transparent" { return (RGBA(red: 0, green: 0, blue: 0, alpha: 0), nil) }
        if let v = CSSNamedColors.rgb[s] { return (RGBA(red: Int(v >> 16), green: Int(v >> 8 & 0xFF), blue: Int(v & 0xFF)), nil) }
        if s.hasPrefix("#") {
            var hex = String(s.dropFirst())
            guard hex.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }) else { return (nil, nil) }
            if hex.count == 3 || hex.count == 4 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard let v = UInt64(hex, radix: 16) else { return (nil, nil) }
            if hex.count == 6 { return (rgbHex(v), nil) }
            if hex.count == 8 { return (RGBA(red: Int(v >> 24), green: Int((v >> 16) & 0xFF), blue: Int((v >> 8) & 0xFF), alpha: Double(v & 0xFF) / 255), nil) }
            return (nil, nil)
        }
        if s.hasPrefix("color-mix("), s.hasSuffix(")") { return colorMix(String(s.dropFirst("color-mix(".count).dropLast())) }
        // rgb(r, g, b), rgba(r, g, b, a), rgb(r g b / a), the same of hsl(h s% l%), oklch(l c h / a)
        // and oklab(l a b / a); alpha may be a percentage.
        guard s.hasSuffix(")"), let open = s.firstIndex(of: "("), let function = colorFunctions[s[..<open]] else { return (nil, nil) }
        let body = s[s.index(after: open)..<s.index(before: s.endIndex)]
        let slash = body.split(separator: "/", omittingEmptySubsequences: false)
        guard slash.count <= 2 else { return (nil, nil) }
        var fields = slash[0].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        // oklab() and oklch() have only the space-separated syntax: three channels, then `/ alpha`.
        if function == .oklab || function == .oklch, fields.count != 3 || body.contains(",") { return (nil, nil) }
        if slash.count == 2 { fields.append(slash[1].trimmed(" \t")) }
        guard fields.count == 3 || fields.count == 4 else { return (nil, nil) }
        var channels: [Int] = []
        switch function {
        case .hsl:
            // CSS Color 4: hue in degrees (`deg` allowed), saturation and lightness in percent.
            let h = fields[0].hasSuffix("deg") ? String(fields[0].dropLast(3)) : fields[0]
            guard let hue = Double(h), hue.isFinite, fields[1].hasSuffix("%"), fields[2].hasSuffix("%"),
                  let sat = Double(fields[1].dropLast()), let light = Double(fields[2].dropLast()) else { return (nil, nil) }
            guard (0...100).contains(sat), (0...100).contains(light) else { return (nil, "saturation and lightness must be within 0…100%") }
            let (r, g, b) = hslToRGB(hue: hue, saturation: sat / 100, lightness: light / 100)
            channels = [r, g, b]
        case .oklab, .oklch:
            // CSS Color 4: lightness a number or a percentage of 1; chroma, a and b numbers or
            // percentages of 0.4; the hue an angle; `none` is 0.
            guard let l = cssChannel(fields[0], percentOf: 1), let second = cssChannel(fields[1], percentOf: 0.4) else { return (nil, nil) }
            guard (0...1).contains(l) else { return (nil, "lightness \(fields[0]) is outside 0…1") }
            var (a, b) = (second, 0.0)
            if function == .oklch {
                guard second >= 0 else { return (nil, "chroma \(fields[1]) is negative") }
                guard let hue = cssAngle(fields[2]) else { return (nil, nil) }
                (a, b) = (second * cos(hue * .pi / 180), second * sin(hue * .pi / 180))
            } else {
                guard let third = cssChannel(fields[2], percentOf: 0.4) else { return (nil, nil) }
                b = third
            }
            guard let (r, g, bl) = oklabToRGB(lightness: l, a: a, b: b) else { return (nil, "a channel is too large to convert to sRGB") }
            channels = [r, g, bl]
        case .rgb:
            for field in fields.prefix(3) {
                guard let v = Double(field) else { return (nil, nil) }
                // `Double(_:)` reads `nan` and `inf` too; `Int(_:)` of either would trap.
                guard v.isFinite, (0...255).contains(v) else { return (nil, "channel \(field) is outside 0…255") }
                channels.append(Int(v))
            }
        }
        var a = 1.0
        if fields.count == 4 {
            let t = fields[3]
            guard let v = t == "none" ? 0 : Double(t.hasSuffix("%") ? String(t.dropLast()) : t) else { return (nil, nil) }
            a = t.hasSuffix("%") ? v / 100 : v
            guard a.isFinite, (0...1).contains(a) else { return (nil, "alpha \(t) is outside 0…1") }
        }
        return (RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: a), nil)
    }

    /// The color spaces `color-mix()` is read in: each color as its channels there, and back.
    static let mixSpaces: [String: (into: @Sendable (RGBA) -> [Double], back: @Sendable ([Double]) -> (Int, Int, Int)?)] = [
        "srgb": ({ [Double($0.red), Double($0.green), Double($0.blue)].map { $0 / 255 } },
                 { c in (Int((c[0] * 255).rounded()), Int((c[1] * 255).rounded()), Int((c[2] * 255).rounded())) }),
        "srgb-linear": ({ [$0.red, $0.green, $0.blue].map { linearChannel(Double($0) / 255) } },
                        { c in let e = c.map { Int((gammaChannel(min(1, max(0, $0))) * 255).rounded()) }; return (e[0], e[1], e[2]) }),
        "oklab": ({ rgbToOklab($0) }, { c in oklabToRGB(lightness: c[0], a: c[1], b: c[2]) }),
    ]

    /// CSS Color 5 `color-mix(in <space>, <color> [p%], <color> [p%])` (the text inside the
    /// parentheses): the percentages made to add up to 100 % (either omitted is the rest of the
    /// other, both are 50 %; a sum under 100 % scales the alpha), mixed with premultiplied alpha
    /// in sRGB, linear sRGB or Oklab (`color-mix(in oklab, var(--accent) 15%, transparent)` is the
    /// accent at 15 % alpha). Another space, or a part that is no color, is a problem, never a guess.
    static func colorMix(_ body: String) -> (color: RGBA?, problem: String?) {
        let parts = topLevel(body, separator: ",")
        guard parts.count == 3 else { return (nil, "`color-mix(\(body))` is not `in <space>, <color>, <color>`") }
        let space = parts[0].split(separator: " ").map(String.init)
        guard space.count == 2, space[0] == "in" else { return (nil, "`color-mix(\(body))` names no color space (`in oklab`)") }
        guard let convert = mixSpaces[space[1]] else {
            return (nil, "color-mix in `\(space[1])` is not read (parity mixes in \(mixSpaces.keys.sorted().joined(separator: ", ")))")
        }
        var colors: [RGBA] = [], percents: [Double?] = []
        for part in parts.dropFirst() {
            var words = topLevel(part, separator: " ").filter { !$0.isEmpty }
            var percent: Double?
            if let i = words.firstIndex(where: { $0.hasSuffix("%") && !$0.contains("(") }) {
                guard let p = Double(words[i].dropLast()), p.isFinite, (0...100).contains(p) else { return (nil, "`\(words[i])` in `color-mix(\(body))` is not a percentage within 0…100%") }
                percent = p / 100
                words.remove(at: i)
            }
            let (c, why) = cssColorChecked(words.joined(separator: " "))
            guard let c else { return (nil, why ?? "`\(words.joined(separator: " "))` in `color-mix(\(body))` is not a color parity can read") }
            colors.append(c)
            percents.append(percent)
        }
        var (p1, p2) = (percents[0] ?? percents[1].map { 1 - $0 } ?? 0.5, percents[1] ?? percents[0].map { 1 - $0 } ?? 0.5)
        let sum = p1 + p2
        guard sum > 0 else { return (nil, "the percentages of `color-mix(\(body))` add up to 0%") }
        let alphaScale = min(1, sum)
        (p1, p2) = (p1 / sum, p2 / sum)
        let a1 = colors[0].alpha, a2 = colors[1].alpha
        let alpha = a1 * p1 + a2 * p2
        let c1 = convert.into(colors[0]), c2 = convert.into(colors[1])
        let mixed = alpha == 0 ? c1.indices.map { _ in 0.0 } : c1.indices.map { (c1[$0] * a1 * p1 + c2[$0] * a2 * p2) / alpha }
        guard mixed.allSatisfy(\.isFinite), let (r, g, b) = convert.back(mixed) else { return (nil, "`color-mix(\(body))` gives no sRGB color") }
        return (RGBA(red: min(255, max(0, r)), green: min(255, max(0, g)), blue: min(255, max(0, b)), alpha: alpha * alphaScale), nil)
    }

    /// The pieces of `text` between `separator`s outside parentheses, trimmed.
    static func topLevel(_ text: String, separator: Character) -> [String] {
        var out: [String] = [], current = "", depth = 0
        for ch in text {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if ch == separator, depth == 0 { out.append(current.trimmed()); current = "" } else { current.append(ch) }
        }
        out.append(current.trimmed())
        return out
    }

    /// An sRGB channel (0…1) made linear, and back.
    public static func linearChannel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    public static func gammaChannel(_ x: Double) -> Double { x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055 }

    /// An sRGB color in Oklab: lightness, a, b (Björn Ottosson's matrices, the inverse of `oklabToRGB`).
    static func rgbToOklab(_ c: RGBA) -> [Double] {
        let r = linearChannel(Double(c.red) / 255), g = linearChannel(Double(c.green) / 255), b = linearChannel(Double(c.blue) / 255)
        let lms = [0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
                   0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
                   0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b].map { cbrt($0) }
        return [0.2104542553 * lms[0] + 0.7936177850 * lms[1] - 0.0040720468 * lms[2],
                1.9779984951 * lms[0] - 2.4285922050 * lms[1] + 0.4505937099 * lms[2],
                0.0259040371 * lms[0] + 0.7827717662 * lms[1] - 0.8086757660 * lms[2]]
    }

    /// A channel of a CSS Color 4 function: a plain finite number, a percentage of `percentOf`,
    /// or `none` (0); nil for anything else (`Double(_:)` alone would take `nan`, `inf`, `0x1p3`).
    static func cssChannel(_ field: String, percentOf: Double) -> Double? {
        if field == "none" { return 0 }
        let percent = field.hasSuffix("%")
        let digits = percent ? field.dropLast() : Substring(field)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 }),
              let n = Double(digits), n.isFinite else { return nil }
        return percent ? n / 100 * percentOf : n
    }

    /// Degrees in one CSS angle unit (a bare number is in degrees).
    static let cssAngleUnits: [(suffix: String, degrees: Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]

    /// A CSS hue in degrees: a number, an angle (`253.83deg`, `0.5turn`), or `none` (0).
    static func cssAngle(_ field: String) -> Double? {
        guard !field.hasSuffix("%") else { return nil }
        // `grad` is looked for before `rad` (the table's order).
        let unit = cssAngleUnits.first { field.hasSuffix($0.suffix) } ?? (suffix: "", degrees: 1)
        return cssChannel(String(field.dropLast(unit.suffix.count)), percentOf: 1).map { $0 * unit.degrees }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// sRGB channels (0…255, rounded) of an HSL color (CSS Color 4, *Converting HSL colors to sRGB*).
    static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (Int, Int, Int) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Int {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            let v = lightness - a * max(-1, min(k - 3, 9 - k, 1))
            return Int((v * 255).rounded())
        }
        return (f(0), f(8), f(4))
    }

    /// sRGB channels (0…255, rounded) of an OKLab color: Björn Ottosson's matrices (OKLab → LMS
    /// → linear sRGB, the ones CSS Color 4 takes), each linear channel clamped to 0…1 (a color
    /// outside sRGB is clipped, not gamut-mapped), then the sRGB transfer function. Nil when a
    /// channel is no finite number (a chroma of `1e300`).
    static func oklabToRGB(lightness l: Double, a: Double, b: Double) -> (Int, Int, Int)? {
        let lms = [l + 0.3963377774 * a + 0.2158037573 * b,
                   l - 0.1055613458 * a - 0.0638541728 * b,
                   l - 0.0894841775 * a - 1.2914855480 * b].map { $0 * $0 * $0 }
        let linear = [4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2],
                      -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2],
                      -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.7076147010 * lms[2]]
        guard linear.allSatisfy(\.isFinite) else { return nil }
        let rgb = linear.map { Int((gammaChannel(min(1, max(0, $0))) * 255).rounded()) }
        return (rgb[0], rgb[1], rgb[2])
    }

    /// Why a React Native / CSS `fontWeight` text is not a weight (`"heavy"`, `"650px"`), or nil
    /// when `reactNativeWeight` reads it.
    public static func weightProblem(_ raw: String) -> String? {
        reactNativeWeight(raw) == nil ? "`\(raw)` is not a font weight (100–900, `normal`, `bold` or a Tailwind weight name)" : nil
    }
}

extension StringProtocol {
    /// Whether the text holds the ASCII character `c`, by a byte scan. Foundation's
    /// `contains(_:)` of a string goes through `NSString` on Linux (about 5,000 instructions a
    /// call; 1.5 % of a run at its hot call sites).
    @inlinable public func containsByte(_ c: Unicode.Scalar) -> Bool { utf8.contains(UInt8(ascii: c)) }

    /// Whether the text holds `needle`, byte for byte (no Unicode-aware comparison: for names,
    /// paths, type texts and CSS, where Foundation's `contains(_:)` is a detour through `NSString`).
    public func containsBytes(_ needle: String) -> Bool { firstIndex(ofBytes: needle) != nil }

    /// Where `needle` first stands in the text at or after `start` (an index of its UTF-8 view; its
    /// start where nil), byte for byte; nil where it does not.
    public func firstIndex(ofBytes needle: String, from start: UTF8View.Index? = nil) -> UTF8View.Index? {
        let n = needle.utf8, h = utf8
        var i = start ?? h.startIndex
        guard let first = n.first else { return i }
        while let j = h[i...].firstIndex(of: first) {
            if h[j...].starts(with: n) { return j }
            i = h.index(after: j)
        }
        return nil
    }

    /// The text without leading and trailing characters of `set` (ASCII whitespace by default).
    /// Foundation's `trimmingCharacters(in:)` goes through `NSString` on Linux, which was a
    /// twentieth of a run on the extraction hot path.
    public func trimmed(_ set: String = " \t\n\r") -> String {
        let chars = Array(set.unicodeScalars)
        let scalars = unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, chars.contains(scalars[start]) { start = scalars.index(after: start) }
        while end > start, chars.contains(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }
}

extension String {
    /// `StringProtocol.trimmed` for a `String`, by bytes when `set` is ASCII (every set parity
    /// trims): the generic version is not specialized across modules and cost ~4k instructions
    /// a call on the extraction hot path. Bytes outside the set start and end the text; bytes
    /// next to trimmed ASCII bytes are on character boundaries.
    public func trimmed(_ set: String = " \t\n\r") -> String {
        guard set.utf8.allSatisfy({ $0 < 0x80 }) else { return Substring(self).trimmed(set) }
        let u = utf8
        var start = u.startIndex, end = u.endIndex
        while start != end, set.utf8.contains(u[start]) { start = u.index(after: start) }
        while end != start, set.utf8.contains(u[u.index(before: end)]) { end = u.index(before: end) }
        if start == u.startIndex, end == u.endIndex { return self }
        return String(self[start..<end])
    }
    /// The part after the last dot (`androidx.compose.material3.Icon` -> `Icon`), by bytes
    /// (`split(separator:)` walks grapheme clusters); the string itself when it has no dot or
    /// ends with one.
    public var lastDotPart: String {
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), utf8.index(after: dot) != endIndex else { return self }
        return String(self[utf8.index(after: dot)...])
    }
}
