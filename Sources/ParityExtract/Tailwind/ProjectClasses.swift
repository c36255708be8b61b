import Foundation
import ParityModel
import TreeSitterKit

/// Class names the project's own CSS defines (`.chip__root { padding-inline: calc(var(--spacing) * 2); }`,
/// `@utility element-disabled { opacity: var(--opacity-disabled); }`, `@layer components { .x { … } }`,
/// `@apply gap-2` inside them): a class list reads these before Tailwind's classes.
///
/// A declaration becomes the Tailwind class it spells where its value names a theme token
/// (`background-color: var(--color-accent)` is `bg-accent`, `border-radius: var(--radius-xl)` is
/// `rounded-xl`, `font-size: var(--text-sm)` is `text-sm`, `box-shadow: var(--shadow-field)` is
/// `shadow-field`), so it resolves as those classes do; otherwise its value is read through the
/// theme's variables as the token reader reads them (`calc(var(--spacing) * 3)`, `1px`, `transparent`,
/// `var(--opacity-disabled)`). A value of a property parity compares that it cannot read is kept as
/// a problem (`unresolved` with the declaration's text), never dropped; properties parity does not
/// compare (`overflow`, `position`, `font-family`) are left out as the Tailwind classes for them are.
struct ProjectClasses: Sendable {
    /// One class's settings, in the order its rule declares them.
    struct Rule: Sendable {
        /// Tailwind classes it amounts to (`@apply`'d ones, and token declarations spelled as classes).
        var classes: [String] = []
        var facts: [Fact] = []
        var problems: [Problem] = []
    }

    struct Fact: Sendable {
        var property: String
        var value: Value
    }

    struct Problem: Sendable {
        var properties: [String]
        var message: String
    }

    var rules: [String: Rule] = [:]

    var isEmpty: Bool { rules.isEmpty }

    subscript(name: String) -> Rule? { rules[name] }

    /// Reads the class rules of CSS files; `vars` are the custom properties they declare.
    static func read(_ files: [ParsedFile], vars: [String: CSSVariable], rem: Double) -> ProjectClasses {
        var out = ProjectClasses()
        for file in files {
            for node in file.root.descendants("rule_set") {
                guard let selectors = node.firstNamedChild("selectors"), let block = node.firstNamedChild("block") else { continue }
                let names = selectors.text.split(separator: ",").map { $0.trimmed(" \n\t") }
                guard !names.isEmpty, names.allSatisfy(isClassSelector) else { continue }
                let rule = read(block, vars: vars, rem: rem)
                for n in names { out.rules[String(n.dropFirst()), default: Rule()].append(rule) }
            }
            for node in file.root.descendants("at_rule") where node.firstNamedChild("at_keyword")?.text == "@utility" {
                guard let block = node.firstNamedChild("block") else { continue }
                let head = node.text.prefix { $0 != "{" }.dropFirst("@utility".count).trimmed(" \n\t")
                guard !head.isEmpty, isClassSelector("." + head) else { continue }
                out.rules[head, default: Rule()].append(read(block, vars: vars, rem: rem))
            }
        }
        return out
    }

    /// `.name` alone: no element, pseudo-class, combinator or escape.
    static func isClassSelector(_ s: String) -> Bool {
        guard s.hasPrefix("."), s.count > 1 else { return false }
        return s.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// The declarations and `@apply`s of a rule's block.
    static func read(_ block: Node, vars: [String: CSSVariable], rem: Double) -> Rule {
        var rule = Rule()
        for child in block.namedChildren {
            switch child.type {
            case "declaration":
                guard let name = child.firstNamedChild("property_name")?.text else { continue }
                var text = child.text
                if let colon = text.firstIndex(of: ":") { text = String(text[text.index(after: colon)...]) }
                text = text.trimmed("; \n\t").replacingOccurrences(of: "!important", with: "").trimmed(" \t")
                declaration(name, text, vars: vars, rem: rem, into: &rule)
            case "at_rule" where child.firstNamedChild("at_keyword")?.text == "@apply":
                let classes = child.text.dropFirst("@apply".count).trimmed("; \n\t")
                rule.classes += classes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
            default:
                // `@apply` as the grammar may read it outside an at-rule.
                if child.text.hasPrefix("@apply") {
                    rule.classes += child.text.dropFirst("@apply".count).trimmed("; \n\t").split(separator: " ").map(String.init)
                }
            }
        }
        return rule
    }

    /// CSS properties parity compares: the properties they set and how their value is read.
    enum Kind { case color(tailwind: String), length, keyword([String: String]), ratio, weight, radius, fontSize, lineHeight, shadow }

    static let flexKeywords = ["center": "center", "flex-start": "start", "start": "start", "flex-end": "end", "end": "end", "stretch": "stretch"]

    static let properties: [String: (properties: [String], kind: Kind)] = [
        "background-color": (["backgroundColor"], .color(tailwind: "bg-")),
        "background": (["backgroundColor"], .color(tailwind: "bg-")),
        "color": (["color"], .color(tailwind: "text-")),
        "border-color": (["borderColor"], .color(tailwind: "border-")),
        "border-width": (["borderWidth"], .length),
        "border-radius": (["radius"], .radius),
        "gap": (["gap"], .length),
        "width": (["width"], .length), "height": (["height"], .length), "min-height": (["minHeight"], .length), "min-width": (["minWidth"], .length),
        "max-height": (["maxHeight"], .length), "max-width": (["maxWidth"], .length),
        "padding": (["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"], .length),
        "padding-inline": (["paddingStart", "paddingEnd"], .length), "padding-block": (["paddingTop", "paddingBottom"], .length),
        "padding-top": (["paddingTop"], .length), "padding-bottom": (["paddingBottom"], .length),
        "padding-left": (["paddingStart"], .length), "padding-right": (["paddingEnd"], .length),
        "padding-inline-start": (["paddingStart"], .length), "padding-inline-end": (["paddingEnd"], .length),
        "padding-block-start": (["paddingTop"], .length), "padding-block-end": (["paddingBottom"], .length),
        "font-size": (["fontSize"], .fontSize), "line-height": (["lineHeight"], .lineHeight),
        "font-weight": (["fontWeight"], .weight),
        "opacity": (["opacity"], .ratio),
        "flex-direction": (["direction"], .keyword(["row": "row", "column": "column", "row-reverse": "rowReverse", "column-reverse": "columnReverse"])),
        "align-items": (["alignItems"], .keyword(flexKeywords)),
        "justify-content": (["justifyContent"], .keyword(flexKeywords.merging(["space-between": "between", "space-around": "around", "space-evenly": "evenly"]) { a, _ in a })),
        "box-shadow": (["shadow"], .shadow),
    ]

    /// `var(--color-accent)` -> `accent` for the prefix `--color-`.
    static func token(_ text: String, _ prefix: String) -> String? {
        guard text.hasPrefix("var(" + prefix), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(4 + prefix.count).dropLast()
        guard !inner.isEmpty, inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }) else { return nil }
        return String(inner)
    }

    static func declaration(_ name: String, _ text: String, vars: [String: CSSVariable], rem: Double, into rule: inout Rule) {
        guard let (properties, kind) = properties[name] else { return }
        func problem(_ why: String) { rule.problems.append(Problem(properties: properties, message: "`\(name): \(text)` \(why)")) }
        let resolved = substitute(text, vars: vars)
        switch kind {
        case .color(let prefix):
            if let t = token(text, "--color-") { rule.classes.append(prefix + t); return }
            guard let c = Normalize.cssColor(resolved.trimmed(" ")) else { return problem("is not a color parity can read" + (resolved != text ? " (`\(resolved)`)" : "")) }
            // A transparent background is no background, as `bg-transparent` is.
            rule.facts += properties.map { Fact(property: $0, value: Value(unit: .color, color: ColorPair(light: c, dark: c))) }
        case .radius:
            if let t = token(text, "--radius-") {
                var v = Value(unit: .pt, token: Normalize.tokenName(t))
                v.number = ThemeReaders.length(resolved, rem: rem)
                rule.facts.append(Fact(property: "radius", value: v))
                return
            }
            guard let n = ThemeReaders.length(resolved, rem: rem) else { return problem("is not a length parity can read") }
            rule.facts.append(Fact(property: "radius", value: n >= 9999 ? Value(unit: .pt, token: "full", number: 9999) : .number(n, .pt)))
        case .length:
            if resolved.trimmed(" ") == "100%" { rule.facts += properties.map { Fact(property: $0, value: .keyword("fill")) }; return }
            // The natural size (`height: auto`, as `h-auto`): overrides, then leaves the property unset.
            if resolved.trimmed(" ") == "auto" { rule.facts += properties.map { Fact(property: $0, value: .naturalSize) }; return }
            guard let n = ThemeReaders.length(resolved, rem: rem) else { return problem("is not a length parity can read" + (resolved != text ? " (`\(resolved)`)" : "")) }
            rule.facts += properties.map { Fact(property: $0, value: .number(n, .pt)) }
        case .fontSize:
            if let t = token(text, "--text-"), !t.contains("--") { rule.classes.append("text-" + t); return }
            guard let n = ThemeReaders.length(resolved, rem: rem) else { return problem("is not a length parity can read") }
            rule.facts.append(Fact(property: "fontSize", value: .number(n, .pt)))
        case .lineHeight:
            // `var(--text-sm--line-height)` beside `font-size: var(--text-sm)`: the typography token's own.
            if let t = token(text, "--text-"), t.hasSuffix("--line-height") { return }
            guard let n = ThemeReaders.length(resolved, rem: rem) else { return problem("is not a line height parity can read") }
            rule.facts.append(Fact(property: "lineHeight", value: .number(n, .pt)))
        case .keyword(let words):
            guard let w = words[resolved.trimmed(" ")] else { return problem("is not a value parity compares") }
            rule.facts.append(Fact(property: properties[0], value: .keyword(w)))
        case .ratio:
            guard let n = ThemeReaders.plainNumber(resolved), n >= 0, n <= 1 else { return problem("is not an opacity parity can read") }
            rule.facts.append(Fact(property: "opacity", value: .number(n, .ratio)))
        case .weight:
            let w = resolved.trimmed(" ")
            guard let n = Double(w) ?? ["normal": 400, "bold": 700][w] else { return problem("is not a weight parity can read") }
            rule.facts.append(Fact(property: "fontWeight", value: .number(n, .weight)))
        case .shadow:
            if let t = token(text, "--shadow-") { rule.classes.append("shadow-" + t); return }
            if resolved.trimmed(" ") == "none" { return }
            problem("is not a shadow token parity can read")
        }
    }

    /// Tailwind 4's own variables a project's CSS names without declaring them.
    static let tailwindVariables = ["--spacing": "0.25rem"]

    /// The text with every `var(--x)` (and `var(--x, fallback)`) replaced by the variable's light
    /// value, through chains of variables (at most `ThemeReaders.maxVarDepth` deep); a variable
    /// inside its own expansion (`--a: var(--b)`, `--b: var(--a)`) stays as written. Left to
    /// right: each reference is expanded once (the text after it is not expanded again).
    static func substitute(_ text: String, vars: [String: CSSVariable], depth: Int = 0, expanding: Set<String> = []) -> String {
        guard depth < ThemeReaders.maxVarDepth, let start = text.range(of: "var(") else { return text }
        // The matching parenthesis.
        var level = 0, end: String.Index?
        var i = start.upperBound
        while i < text.endIndex {
            let ch = text[i]
            if ch == "(" { level += 1 } else if ch == ")" {
                if level == 0 { end = i; break }
                level -= 1
            }
            i = text.index(after: i)
        }
        guard let end else { return text }
        let inner = text[start.upperBound..<end]
        let name: String, fallback: String?
        if let comma = inner.firstIndex(of: ",") {
            name = inner[..<comma].trimmed(" ")
            fallback = inner[inner.index(after: comma)...].trimmed(" ")
        } else {
            name = inner.trimmed(" ")
            fallback = nil
        }
        let v = vars[name]
        let rest = substitute(String(text[text.index(after: end)...]), vars: vars, depth: depth, expanding: expanding)
        guard !expanding.contains(name), let value = (v?.light ?? v?.dark)?.text ?? tailwindVariables[name] ?? fallback else {
            return String(text[..<end]) + ")" + rest
        }
        return String(text[..<start.lowerBound]) + substitute(value, vars: vars, depth: depth + 1, expanding: expanding.union([name])) + rest
    }
}

extension ProjectClasses.Rule {
    /// A later rule for the same class adds its settings after these (the cascade: later wins).
    mutating func append(_ other: ProjectClasses.Rule) {
        classes += other.classes
        facts += other.facts
        problems += other.problems
    }
}
