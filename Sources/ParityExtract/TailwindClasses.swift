import Foundation
import ParityModel

/// Tailwind classes to facts: one table row per class family.
enum TailwindClasses {
    /// Exact classes.
    static let exact: [String: [(String, Value)]] = [
        "flex-row": [("direction", .keyword("row"))],
        "flex-col": [("direction", .keyword("column"))],
        "flex-row-reverse": [("direction", .keyword("rowReverse"))],
        "flex-col-reverse": [("direction", .keyword("columnReverse"))],
        "items-center": [("alignItems", .keyword("center"))],
        "items-start": [("alignItems", .keyword("start"))],
        "items-end": [("alignItems", .keyword("end"))],
        "items-stretch": [("alignItems", .keyword("stretch"))],
        "justify-center": [("justifyContent", .keyword("center"))],
        "justify-between": [("justifyContent", .keyword("between"))],
        "justify-start": [("justifyContent", .keyword("start"))],
        "justify-end": [("justifyContent", .keyword("end"))],
        "justify-around": [("justifyContent", .keyword("around"))],
        "justify-evenly": [("justifyContent", .keyword("evenly"))],
        "border": [("borderWidth", .number(1, .pt))],
        "rounded": [("radius", Value(unit: .pt, token: "default"))],
        // The whole parent, as SwiftUI's `maxWidth: .infinity` and Compose's `fillMaxWidth()`.
        "w-full": [("width", .keyword("fill"))],
        "h-full": [("height", .keyword("fill"))],
        "size-full": [("width", .keyword("fill")), ("height", .keyword("fill"))],
        // The natural size: it overrides an earlier width or height (`cn("h-10", "h-auto")`, as
        // tailwind-merge keeps the last) and leaves the property unset (`Value.naturalSize`).
        "w-auto": [("width", .naturalSize)], "h-auto": [("height", .naturalSize)],
        "size-auto": [("width", .naturalSize), ("height", .naturalSize)],
        // The free room along the parent's main axis (the rendering reads it as a width or height `fill`).
        "flex-1": [("grow", .number(1, .ratio))], "grow": [("grow", .number(1, .ratio))], "flex-grow": [("grow", .number(1, .ratio))],
    ]

    /// Spacing families: prefix -> properties set.
    static let spacing: [(String, [String])] = [
        ("gap-", ["gap"]), ("p-", ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"]),
        ("px-", ["paddingStart", "paddingEnd"]), ("py-", ["paddingTop", "paddingBottom"]),
        ("pt-", ["paddingTop"]), ("pb-", ["paddingBottom"]), ("ps-", ["paddingStart"]), ("pl-", ["paddingStart"]),
        ("pe-", ["paddingEnd"]), ("pr-", ["paddingEnd"]), ("h-", ["height"]), ("w-", ["width"]),
        ("size-", ["width", "height"]), ("min-h-", ["minHeight"]), ("min-w-", ["minWidth"]), ("leading-", ["lineHeight"]),
        ("max-w-", ["maxWidth"]), ("max-h-", ["maxHeight"]),
        // A move from its place (a switch's thumb): as SwiftUI's and Compose's `.offset`.
        ("translate-x-", ["offsetX"]), ("translate-y-", ["offsetY"]),
    ]

    static func facts(for cls: String, rem: Double, typographyNames: Set<String>) -> [(String, Value)] {
        if let row = exact[cls] { return row }
        // `-translate-x-2`: the move the other way.
        if cls.hasPrefix("-translate-") {
            return facts(for: String(cls.dropFirst()), rem: rem, typographyNames: typographyNames).map { p, v in
                var n = v
                if let x = v.number { n.number = -x }
                return (p, n)
            }
        }
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
            // Some corners only (`rounded-l-lg`, `rounded-tr-none`, logical `rounded-s-md`): those corners.
            let (corners, step) = rounded(cls)
            let properties = corners.map { $0.map { Normalize.cornerProperties[$0] } } ?? ["radius"]
            if let (n, _) = bracket(step).flatMap({ Normalize.cssLength($0, rem: rem) }) { return properties.map { ($0, .number(n, .pt)) } }
            let token = step.isEmpty ? "default" : Normalize.tokenName(step)
            return properties.map { ($0, Value(unit: .pt, token: token)) }
        }
        if cls.hasPrefix("border-") {
            let arg = String(cls.dropFirst(7))
            if let n = decimal(arg) { return [("borderWidth", .number(n, .pt))] }
            // `border-[1.5px]`: an arbitrary length is the width (an arbitrary color is the color).
            if let (n, unit) = bracket(arg).flatMap({ Normalize.cssLength($0, rem: rem) }), unit == .pt { return [("borderWidth", .number(n, .pt))] }
            // Some sides' border (`border-b`, `border-x-2`, `border-l-[3px]`, `border-t-accent`): their width or color.
            if let side = borderSides.keys.first(where: { arg == $0 || arg.hasPrefix($0 + "-") }), let sides = borderSides[side] {
                let rest = arg == side ? "" : String(arg.dropFirst(side.count + 1))
                let width: Double? = rest.isEmpty ? 1 : decimal(rest) ?? bracket(rest).flatMap({ Normalize.cssLength($0, rem: rem) }).flatMap { $0.1 == .pt ? $0.0 : nil }
                if let width { return sides.compactMap { Normalize.borderSideWidths[$0] }.map { ($0, .number(width, .pt)) } }
                if borderKeywords.contains(rest) { return [] }
                let c = color(rest)
                return sides.compactMap { Normalize.borderSideColors[$0] }.map { ($0, c) }
            }
            // A table's border model or a line style (`border-collapse`, `border-dashed`): not the border's color.
            if borderKeywords.contains(arg) { return [] }
            return [("borderColor", color(arg))]
        }
        // `scale-75`, `scale-[0.8]`: the view drawn at that share of its size, on both axes (as
        // SwiftUI's `.scaleEffect(0.75)`, Compose's `Modifier.scale(0.75f)`); `scale-none` is 1.
        if cls.hasPrefix("scale-"), let n = scale(String(cls.dropFirst(6))) { return [("scale", .number(n, .ratio))] }
        // `line-clamp-2`: the lines a text may take.
        if cls.hasPrefix("line-clamp-"), let n = decimal(String(cls.dropFirst(11))), n == n.rounded() { return [("lineLimit", .number(n, .ratio))] }
        if cls.hasPrefix("bg-") { return [("backgroundColor", color(String(cls.dropFirst(3))))] }
        // An SVG icon's paint (`fill-primary`); `fill-current` takes the text color, `fill-none` paints nothing.
        if cls.hasPrefix("fill-") {
            let arg = String(cls.dropFirst(5))
            return arg == "none" || arg == "current" || arg == "inherit" ? [] : [("color", color(arg))]
        }
        if cls.hasPrefix("shadow-") { return [("shadow", Value(unit: .token, token: Normalize.tokenName(String(cls.dropFirst(7)))))] }
        if cls.hasPrefix("opacity-"), let n = decimal(String(cls.dropFirst(8))) { return [("opacity", .number(n / 100, .ratio))] }
        if cls.hasPrefix("text-") {
            let arg = String(cls.dropFirst(5))
            if let (n, _) = bracket(arg).flatMap({ Normalize.cssLength($0, rem: rem) }) { return [("fontSize", .number(n, .pt))] }
            let name = Normalize.tokenName(arg)
            // A size step the default theme lacks (`text-2xs`, `text-10xl`) is a size too, not a color.
            if typographyNames.contains(name) || defaultTypography.contains(arg) || Normalize.sizeStep(arg) != nil {
                return [("typography", Value(unit: .token, token: name))]
            }
            if ["left", "center", "right", "justify"].contains(arg) { return [] }
            return [("color", color(arg))]
        }
        return []
    }

    /// `border-*` classes that are neither a width nor a color.
    static let borderKeywords: Set<String> = ["collapse", "separate", "solid", "dashed", "dotted", "double", "hidden", "none"]
    /// The sides of `border-t`, `border-x-2`… (`Normalize.borderSideWidths`).
    static let borderSides = ["t": ["top"], "b": ["bottom"], "l": ["start"], "r": ["end"], "s": ["start"], "e": ["end"],
                              "x": ["start", "end"], "y": ["top", "bottom"]]

    /// A `scale-*` argument as a ratio: a percentage step (`75`), an arbitrary number or
    /// percentage (`[0.8]`, `[80%]`), `none` (1); nil otherwise (`x-50`, one axis).
    static func scale(_ arg: String) -> Double? {
        if arg == "none" { return 1 }
        if let n = decimal(arg) { return n / 100 }
        guard let inner = bracket(arg) else { return nil }
        if inner.hasSuffix("%"), let n = decimal(String(inner.dropLast())) { return n / 100 }
        return decimal(inner)
    }

    static let defaultTypography: Set<String> = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"]

    /// A spacing argument: a step of the default scale (`2`, `0.5`, `px`) or an arbitrary
    /// value (`[10px]`, `[0.5rem]`, `[calc(0.5rem_+_4px)]`).
    static func length(_ arg: String, rem: Double) -> Double? {
        if arg == "px" { return 1 }
        if let n = decimal(arg) { return Normalize.tailwindSpacing(n, rem: rem) }
        guard let inner = bracket(arg) else { return nil }
        if let (n, unit) = Normalize.cssLength(inner, rem: rem), unit == .pt { return n }
        return CSSCalc.points(inner, rem: rem)
    }

    /// A scale step: digits with at most one `.` (`2`, `0.5`). `Double(_:)` alone would also
    /// read `inf`, `nan` and `0x10`.
    static func decimal(_ arg: String) -> Double? {
        guard !arg.isEmpty, arg.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }), let n = Double(arg), n.isFinite else { return nil }
        return n
    }

    /// Why a class with an arbitrary value (`gap-[calc(1e308*10)]`, `h-[NaN]`, `w-[1e309px]`,
    /// `p-[0x10px]`, `bg-[rgba(1,2,3,7)]`) gives no fact, with the properties it would have set;
    /// nil when `facts(for:)` reads it or it is no class parity knows. An extractor reports this
    /// as `unresolved` (the class text shown) instead of dropping the class silently.
    /// The sides and corners a `rounded-*` class can round alone (physical and logical), as
    /// indices of `Normalize.cornerProperties` (top-start, top-end, bottom-end, bottom-start; left
    /// is start in a left-to-right layout).
    static let roundedCorners: [String: [Int]] = [
        "t": [0, 1], "r": [1, 2], "b": [2, 3], "l": [0, 3], "s": [0, 3], "e": [1, 2],
        "tl": [0], "tr": [1], "br": [2], "bl": [3], "ss": [0], "se": [1], "ee": [2], "es": [3],
    ]

    /// The corners a `rounded-*` class rounds (`roundedCorners`; nil: all four) and the theme step
    /// it names past them (`rounded-t-2xl`: top, `2xl`; `rounded`, `rounded-t`: the default step, "").
    static func rounded(_ cls: String) -> (corners: [Int]?, step: String) {
        guard cls.hasPrefix("rounded-") else { return (nil, "") }
        let arg = cls.dropFirst(8)
        let side = String(arg.split(separator: "-", maxSplits: 1).first ?? "")
        guard let corners = roundedCorners[side] else { return (nil, String(arg)) }
        return (corners, arg.count > side.count ? String(arg.dropFirst(side.count + 1)) : "")
    }

    static func problem(for cls: String, rem: Double) -> (properties: [String], message: String)? {
        func unreadable(_ properties: [String], _ what: String, _ why: String? = nil) -> (properties: [String], message: String) {
            (properties, "`\(cls)`: the arbitrary value is not \(what) parity can read\(why.map { " (\($0))" } ?? "")")
        }
        // One axis's scale (`scale-x-50`), a mirror (`-scale-x-100`), or a scale not a number.
        if cls.hasPrefix("-scale-") { return (["scale"], "`\(cls)` mirrors the view (a negative scale): parity compares a scale of 0 or more") }
        if ["scale-x-", "scale-y-", "scale-z-"].contains(where: cls.hasPrefix) {
            return (["scale"], "`\(cls)` scales one axis only: parity compares one scale for both axes")
        }
        if cls.hasPrefix("scale-"), bracket(String(cls.dropFirst(6))) != nil, scale(String(cls.dropFirst(6))) == nil { return unreadable(["scale"], "a scale") }
        for (prefix, properties) in spacing where cls.hasPrefix(prefix) {
            let arg = String(cls.dropFirst(prefix.count))
            // `w-1/2`: a fraction of the parent (the whole one, `w-full`, is `fill`).
            if let slash = arg.firstIndex(of: "/"), decimal(String(arg[..<slash])) != nil, decimal(String(arg[arg.index(after: slash)...])) != nil {
                return (properties, "`\(cls)` is \(arg) of the parent: a fraction parity does not compare")
            }
            guard let inner = bracket(arg), length(arg, rem: rem) == nil else { return nil }
            return unreadable(properties, "a length", lengthProblem(inner))
        }
        let colorFamilies: [(String, String)] = [("bg-", "backgroundColor"), ("border-", "borderColor"), ("text-", "color")]
        for (prefix, property) in colorFamilies where cls.hasPrefix(prefix) {
            guard let inner = bracket(String(cls.dropFirst(prefix.count))) else { continue }
            if prefix == "text-", Normalize.cssLength(inner, rem: rem) != nil { return nil }
            let (color, why) = Normalize.cssColorChecked(inner)
            if color != nil { return nil }
            if prefix == "border-", decimal(inner) != nil || Normalize.cssLength(inner, rem: rem) != nil { return nil }
            return unreadable([property], prefix == "text-" ? "a color or a length" : "a color", why ?? lengthProblem(inner))
        }
        for (prefix, property) in [("tracking-", "letterSpacing"), ("rounded-", "radius")] where cls.hasPrefix(prefix) {
            guard let inner = bracket(String(cls.dropFirst(prefix.count))), Normalize.cssLength(inner, rem: rem) == nil else { return nil }
            return unreadable([property], "a length", lengthProblem(inner))
        }
        return nil
    }

    /// Why a CSS length text has no value, when the reason is its number (`NaN`, `1e309px`, `0x10px`).
    static func lengthProblem(_ text: String) -> String? {
        var number = text.trimmed(" \t")
        if let unit = ["rem", "px", "em", "pt"].first(where: { number.hasSuffix($0) }) { number = String(number.dropLast(unit.count)) }
        if number.lowercased().hasPrefix("0x") || number.lowercased().hasPrefix("-0x") { return "a hexadecimal number, which CSS does not have" }
        if let why = Normalize.numberProblem(number) { return why }
        return nil
    }

    /// The value of an arbitrary argument (`[oklch(62%_0.2_250)]`) as CSS reads it: Tailwind
    /// writes a space as `_` (an escaped `\_` is an underscore).
    static func bracket(_ arg: String) -> String? {
        guard arg.hasPrefix("["), arg.hasSuffix("]") else { return nil }
        let inner = arg.dropFirst().dropLast()
        guard inner.contains("_") else { return String(inner) }
        var out = ""
        var escaped = false
        for c in inner {
            if escaped { out.append(c); escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            out.append(c == "_" ? " " : c)
        }
        return out
    }

    /// `bg-label`, `text-[#1d1d1f]`, `bg-white`.
    static func color(_ arg: String) -> Value {
        if let inner = bracket(arg), let c = Normalize.cssColor(inner) { return Value(unit: .color, color: ColorPair(light: c, dark: c)) }
        if let c = Normalize.cssColor(arg), !arg.hasPrefix("#") { return Value(unit: .color, color: ColorPair(light: c, dark: c)) }
        return Value(unit: .color, token: Normalize.tokenName(arg))
    }
}
