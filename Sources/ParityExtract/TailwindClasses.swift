import Foundation
import ParityModel

/// Tailwind classes to facts: one table row per class family.
enum TailwindClasses {
    /// Exact classes.
    static let exact: [String: [(String, Value)]] = [
        "flex-row": [("direction", .keyword("row"))],
        "flex-col": [("direction", .keyword("column"))],
        "items-center": [("alignItems", .keyword("center"))],
        "items-start": [("alignItems", .keyword("start"))],
        "items-end": [("alignItems", .keyword("end"))],
        "items-stretch": [("alignItems", .keyword("stretch"))],
        "justify-center": [("justifyContent", .keyword("center"))],
        "justify-between": [("justifyContent", .keyword("between"))],
        "border": [("borderWidth", .number(1, .pt))],
        "rounded": [("radius", Value(unit: .pt, token: "default"))],
    ]

    /// Spacing families: prefix -> properties set.
    static let spacing: [(String, [String])] = [
        ("gap-", ["gap"]), ("p-", ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"]),
        ("px-", ["paddingStart", "paddingEnd"]), ("py-", ["paddingTop", "paddingBottom"]),
        ("pt-", ["paddingTop"]), ("pb-", ["paddingBottom"]), ("ps-", ["paddingStart"]), ("pl-", ["paddingStart"]),
        ("pe-", ["paddingEnd"]), ("pr-", ["paddingEnd"]), ("h-", ["height"]), ("w-", ["width"]),
        ("size-", ["width", "height"]), ("min-h-", ["minHeight"]), ("leading-", ["lineHeight"]),
    ]

    static func facts(for cls: String, rem: Double, typographyNames: Set<String>) -> [(String, Value)] {
        if let row = exact[cls] { return row }
        for (prefix, properties) in spacing where cls.hasPrefix(prefix) {
            let arg = String(cls.dropFirst(prefix.count))
            guard let pt = length(arg, rem: rem) else { return [] }
            return properties.map { ($0, .number(pt, .pt)) }
        }
        if cls.hasPrefix("font-"), let w = Normalize.tailwindWeights[String(cls.dropFirst(5))] {
            return [("fontWeight", .number(w, .weight))]
        }
        if cls.hasPrefix("tracking-") {
            let arg = String(cls.dropFirst(9))
            if let em = Normalize.tailwindTracking[arg] { return [("letterSpacing", .number(em, .em))] }
            if let (n, unit) = bracket(arg).flatMap({ Normalize.cssLength($0, rem: rem) }) {
                return [(unit == .em ? "letterSpacing" : "letterSpacingPt", .number(n, unit == .em ? .em : .pt))]
            }
            return []
        }
        if cls.hasPrefix("rounded-") {
            let arg = String(cls.dropFirst(8))
            if let (n, _) = bracket(arg).flatMap({ Normalize.cssLength($0, rem: rem) }) { return [("radius", .number(n, .pt))] }
            return [("radius", Value(unit: .pt, token: Normalize.tokenName(arg)))]
        }
        if cls.hasPrefix("border-") {
            let arg = String(cls.dropFirst(7))
            if let n = Double(arg) { return [("borderWidth", .number(n, .pt))] }
            return [("borderColor", color(arg))]
        }
        if cls.hasPrefix("bg-") { return [("backgroundColor", color(String(cls.dropFirst(3))))] }
        if cls.hasPrefix("shadow-") { return [("shadow", Value(unit: .token, token: Normalize.tokenName(String(cls.dropFirst(7)))))] }
        if cls.hasPrefix("opacity-"), let n = Double(cls.dropFirst(8)) { return [("opacity", .number(n / 100, .ratio))] }
        if cls.hasPrefix("text-") {
            let arg = String(cls.dropFirst(5))
            if let (n, _) = bracket(arg).flatMap({ Normalize.cssLength($0, rem: rem) }) { return [("fontSize", .number(n, .pt))] }
            let name = Normalize.tokenName(arg)
            if typographyNames.contains(name) || defaultTypography.contains(arg) {
                return [("typography", Value(unit: .token, token: name))]
            }
            if ["left", "center", "right", "justify"].contains(arg) { return [] }
            return [("color", color(arg))]
        }
        return []
    }

    static let defaultTypography: Set<String> = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"]

    /// A spacing argument: a step of the default scale (`2`, `0.5`, `px`) or an arbitrary
    /// value (`[10px]`, `[0.5rem]`).
    static func length(_ arg: String, rem: Double) -> Double? {
        if arg == "px" { return 1 }
        if let n = Double(arg) { return Normalize.tailwindSpacing(n, rem: rem) }
        if let inner = bracket(arg), let (n, unit) = Normalize.cssLength(inner, rem: rem), unit == .pt { return n }
        return nil
    }

    static func bracket(_ arg: String) -> String? {
        guard arg.hasPrefix("["), arg.hasSuffix("]") else { return nil }
        return String(arg.dropFirst().dropLast())
    }

    /// `bg-label`, `text-[#1d1d1f]`, `bg-white`.
    static func color(_ arg: String) -> Value {
        if let inner = bracket(arg), let c = Normalize.cssColor(inner) { return Value(unit: .color, color: ColorPair(light: c, dark: c)) }
        if let c = Normalize.cssColor(arg), !arg.hasPrefix("#") { return Value(unit: .color, color: ColorPair(light: c, dark: c)) }
        return Value(unit: .color, token: Normalize.tokenName(arg))
    }
}
