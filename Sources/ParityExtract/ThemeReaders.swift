import Foundation
import ParityModel
import TreeSitterKit

/// The kinds of design token, each a row: how a finding names it and where Tailwind keeps it.
enum TokenKind: String, CaseIterable {
    case color, typography, radius, spacing, shadow

    /// Tailwind v4 CSS variable prefix (`--color-label`) and v3 `theme` key (`colors.label`).
    static let cssPrefixes: [(String, TokenKind)] = [("--color-", .color), ("--text-", .typography), ("--radius-", .radius),
                                                   ("--spacing-", .spacing), ("--shadow-", .shadow)]
    static let configKeys: [String: TokenKind] = ["colors": .color, "fontSize": .typography, "borderRadius": .radius,
                                                 "spacing": .spacing, "boxShadow": .shadow]

    /// The field a value that cannot be read stands for (nil: the scale's token name itself).
    var firstField: String? {
        switch self {
        case .color: return "light"
        case .typography: return "size"
        case .shadow: return "color"
        case .radius, .spacing: return nil
        }
    }

    /// The names of the tokens of each kind a table's theme defines, also those whose value it
    /// could not read (they are `unresolved` in the table: defined, not missing).
    static func defined(in table: TokenTable) -> [String: Set<String>] {
        var out: [String: Set<String>] = [
            TokenKind.color.rawValue: Set(table.colors.keys), TokenKind.typography.rawValue: Set(table.typography.keys),
            TokenKind.radius.rawValue: Set(table.radius.keys), TokenKind.spacing.rawValue: Set(table.spacing.keys),
            TokenKind.shadow.rawValue: Set(table.shadows.keys),
        ]
        for d in table.diagnostics {
            guard let key = d.key else { continue }
            if key.part == TokenKind.radius.rawValue || key.part == TokenKind.spacing.rawValue { out[key.part, default: []].insert(key.property); continue }
            guard let dot = key.part.firstIndex(of: "."), let kind = TokenKind(rawValue: String(key.part[..<dot])) else { continue }
            out[kind.rawValue, default: []].insert(String(key.part[key.part.index(after: dot)...]))
        }
        return out
    }

    /// The fact key of one field of a token (`color.label`.`light`, `radius`.`md`).
    func key(_ name: String, _ field: String) -> FactKey {
        switch self {
        case .radius, .spacing: return FactKey(part: rawValue, property: name)
        default: return FactKey(part: "\(rawValue).\(name)", property: field)
        }
    }
}

/// One CSS custom property as declared, per mode.
struct CSSVariable {
    var light: (text: String, location: SourceLocation)?
    var dark: (text: String, location: SourceLocation)?
}

/// Tailwind themes, parsed and never run: Uniwind's `global.css` (`@theme` variables, dark
/// overrides under `@variant dark`, `@media (prefers-color-scheme: dark)` or a `.dark`
/// selector) and NativeWind's `tailwind.config.js` (`theme` / `theme.extend`, whose values
/// may name CSS variables of the platform's CSS files).
enum ThemeReaders {
    /// Custom properties of CSS files, light and dark.
    ///
    /// One walk per file; whether a node sits in a dark-mode context is kept on a stack of its
    /// ancestors (`Node.parent` in tree-sitter 0.20 walks down from the root, so asking every
    /// declaration for its ancestors was quadratic in the nesting: 10⁴ nested `@media` took 15 s).
    static func cssVariables(_ files: [ParsedFile]) -> [String: CSSVariable] {
        var vars: [String: CSSVariable] = [:]
        for file in files {
            // dark[d]: whether the node at depth d of the current path is in a dark context.
            var dark: [Bool] = []
            file.root.walk { node, depth in
                if dark.count > depth { dark.removeSubrange(depth...) }
                let inherited = dark.last ?? false
                let type = node.type
                guard type == "declaration" else {
                    dark.append(inherited || isDarkContext(node, type: type))
                    return true
                }
                dark.append(inherited)
                guard let nameNode = node.firstNamedChild("property_name"), nameNode.text.hasPrefix("--") else { return false }
                var text = node.text
                if let colon = text.firstIndex(of: ":") { text = String(text[text.index(after: colon)...]) }
                text = text.trimmed("; \n\t")
                text = text.replacingOccurrences(of: "!important", with: "").trimmed(" \t")
                let value = (text, file.location(nameNode))
                if inherited { vars[nameNode.text, default: CSSVariable()].dark = value } else { vars[nameNode.text, default: CSSVariable()].light = value }
                return false
            }
        }
        return vars
    }

    /// Whether a node opens a dark-mode context for what it contains: `@variant dark`,
    /// `@media (prefers-color-scheme: dark)`, a `.dark` selector.
    static func isDarkContext(_ c: Node, type: String) -> Bool {
        switch type {
        case "at_rule":
            let keyword = c.firstNamedChild("at_keyword")?.text ?? ""
            return ["@variant", "@custom-variant", "@media"].contains(keyword) && (c.firstNamedChild("keyword_query")?.text.contains("dark") ?? false)
        case "media_statement":
            var found = false
            c.forEachChild { n in
                if n.isNamed, n.type != "block", n.text.contains("dark") { found = true; return false }
                return true
            }
            return found
        case "rule_set":
            return c.firstNamedChild("selectors")?.text.contains("dark") ?? false
        default:
            return false
        }
    }

    /// Uniwind / Tailwind v4: tokens are the `--color-*`, `--text-*`, `--radius-*`,
    /// `--spacing-*` and `--shadow-*` variables. A namespace reset (`--text-*: initial`) and a
    /// token set to `initial` (Tailwind's way to remove one) are no tokens.
    static func css(_ vars: [String: CSSVariable], rem: Double, into table: inout TokenTable) {
        for (name, variable) in vars.sorted(by: { $0.key < $1.key }) {
            guard let (prefix, kind) = TokenKind.cssPrefixes.first(where: { name.hasPrefix($0.0) }) else { continue }
            let tokenName = String(name.dropFirst(prefix.count))
            guard !tokenName.contains("--"), !tokenName.contains("*"), let light = variable.light ?? variable.dark,
                  light.text.trimmingCharacters(in: .whitespaces) != "initial" else { continue }
            let token = Normalize.tokenName(tokenName)
            switch kind {
            case .color:
                add(color: token, light: light, dark: variable.dark ?? light, vars: vars, into: &table)
            case .typography:
                let field = { (suffix: String) in vars["\(name)--\(suffix)"]?.light ?? vars["\(name)--\(suffix)"]?.dark }
                add(typography: token, size: light, lineHeight: field("line-height"), letterSpacing: field("letter-spacing"), rem: rem, into: &table)
            case .radius, .spacing:
                // `calc(var(--radius) * 1.5)`: the variables it names, then the arithmetic.
                add(length: token, kind: kind, (ProjectClasses.substitute(light.text, vars: vars), light.location), rem: rem, into: &table)
            case .shadow:
                add(shadow: token, light, rem: rem, vars: vars, into: &table)
            }
        }
    }

    /// NativeWind / Tailwind v3: `theme` and `theme.extend` of `tailwind.config.js`.
    static func tailwindConfig(_ files: [ParsedFile], vars: [String: CSSVariable], rem: Double, into table: inout TokenTable) {
        for file in files {
            for themePair in file.root.descendants("pair") where propertyName(themePair) == "theme" {
                guard let theme = themePair.child(field: "value"), theme.type == "object" else { continue }
                var sections: [Node] = [theme]
                if let extend = theme.namedChildren.first(where: { $0.type == "pair" && propertyName($0) == "extend" })?.child(field: "value"), extend.type == "object" {
                    sections.append(extend)
                }
                for section in sections {
                    for pair in section.namedChildren where pair.type == "pair" {
                        guard let kind = TokenKind.configKeys[propertyName(pair)], let value = pair.child(field: "value") else { continue }
                        guard value.type == "object" else {
                            computed(kind.key("*", "*"), value, file, into: &table)
                            continue
                        }
                        configEntries(value, prefix: "", kind: kind, file: file, vars: vars, rem: rem, into: &table)
                    }
                }
            }
        }
    }

    /// How deep `colors` objects may nest in a `tailwind.config` (Tailwind's own palettes nest
    /// one level; a deeper object is reported, not followed).
    static let maxConfigNesting = 32

    static func configEntries(_ object: Node, prefix: String, kind: TokenKind, file: ParsedFile, vars: [String: CSSVariable], rem: Double,
                              depth: Int = 1, into table: inout TokenTable) {
        for pair in object.namedChildren where pair.type == "pair" {
            guard let keyNode = pair.child(field: "key"), let value = pair.child(field: "value") else { continue }
            let key = propertyName(pair)
            let raw = key == "DEFAULT" ? prefix : (prefix.isEmpty ? key : prefix + "-" + key)
            let name = Normalize.tokenName(raw)
            let loc = file.location(keyNode)
            // A color the config's own template helper makes (`rgb("accent")`).
            let made = kind == .color && value.type == "call_expression" ? helperCall(value, in: file) : nil
            switch (kind, value.type) {
            case (.color, "object") where depth >= maxConfigNesting:
                let key = kind.key(name, "light")
                table.diagnostics.append(Diagnostic(kind: .unresolved, message: "\(key): the `colors` object nests more than \(maxConfigNesting) levels deep here; parity reads no deeper",
                                                    location: loc, key: key))
            case (.color, "object"):
                configEntries(value, prefix: raw, kind: kind, file: file, vars: vars, rem: rem, depth: depth + 1, into: &table)
            case (.color, "string"),
                 (.color, "call_expression") where made != nil:
                let text = made ?? unquote(value.text)
                let light = resolveVar(text, vars, dark: false), dark = resolveVar(text, vars, dark: true)
                if let problem = light.problem ?? dark.problem {
                    let key = kind.key(name, light.problem != nil ? "light" : "dark")
                    table.diagnostics.append(Diagnostic(kind: .unresolved, message: "\(key): `\(text)` \(problem)", location: loc, key: key))
                    continue
                }
                add(color: name, light: (light.text, loc), dark: (dark.text, loc), vars: vars, into: &table)
            case (.typography, "string"):
                add(typography: name, size: (unquote(value.text), loc), lineHeight: nil, letterSpacing: nil, rem: rem, into: &table)
            case (.typography, "array"):
                let items = value.namedChildren
                guard let size = items.first, size.type == "string" else { computed(kind.key(name, "size"), value, file, into: &table); continue }
                var lineHeight: (String, SourceLocation)?, letterSpacing: (String, SourceLocation)?
                if items.count > 1 {
                    let second = items[1]
                    if second.type == "string" { lineHeight = (unquote(second.text), loc) }
                    for p in second.namedChildren where p.type == "pair" {
                        guard let v = p.child(field: "value") else { continue }
                        if propertyName(p) == "lineHeight" { lineHeight = (unquote(v.text), loc) }
                        if propertyName(p) == "letterSpacing" { letterSpacing = (unquote(v.text), loc) }
                    }
                }
                add(typography: name, size: (unquote(size.text), loc), lineHeight: lineHeight, letterSpacing: letterSpacing, rem: rem, into: &table)
            case (.radius, "string"), (.spacing, "string"):
                let text = unquote(value.text)
                let resolved = resolveVar(text, vars, dark: false)
                if let problem = resolved.problem {
                    table.diagnostics.append(Diagnostic(kind: .unresolved, message: "\(kind.rawValue).\(name): `\(text)` \(problem)", location: loc, key: kind.key(name, name)))
                    continue
                }
                // `calc(var(--radius) - 2px)`: the variables in place, then the arithmetic (the
                // variable alone would drop the `- 2px`).
                let substituted = text.contains("calc(") ? ProjectClasses.substitute(text, vars: vars) : resolved.text
                add(length: name, kind: kind, (substituted, loc), rem: rem, into: &table)
            case (.shadow, "string"):
                add(shadow: name, (unquote(value.text), loc), rem: rem, vars: vars, into: &table)
            default:
                computed(kind.key(name, kind.firstField ?? name), value, file, into: &table)
            }
        }
    }

    /// The string a call of the config's own one-parameter template helper makes
    /// (`const rgb = (name) => \`rgb(var(--color-${name}) / <alpha-value>)\``, `rgb("accent")`);
    /// nil for any other call (it is computed when the config runs).
    static func helperCall(_ call: Node, in file: ParsedFile) -> String? {
        guard let callee = call.child(field: "function"), callee.type == "identifier",
              let args = call.child(field: "arguments"), args.namedChildCount == 1, let arg = args.namedChild(0), arg.type == "string" else { return nil }
        for d in file.root.descendants("variable_declarator") where d.child(field: "name")?.text == callee.text {
            guard let fn = d.child(field: "value"), fn.type == "arrow_function", let body = fn.child(field: "body"), body.type == "template_string" else { return nil }
            let param = fn.child(field: "parameter")?.text
                ?? fn.child(field: "parameters").flatMap { ps in ps.namedChildCount == 1 ? ps.namedChild(0)?.firstDescendant("identifier")?.text ?? ps.namedChild(0)?.text : nil }
            guard let param else { return nil }
            // The template's text with each `${param}` replaced; any other substitution is computed.
            var out = unquote(body.text)
            for sub in body.descendants("template_substitution") {
                guard sub.namedChildCount == 1, sub.namedChild(0)?.type == "identifier", sub.namedChild(0)?.text == param else { return nil }
                out = out.replacingOccurrences(of: sub.text, with: unquote(arg.text))
            }
            return out.contains("${") ? nil : out
        }
        return nil
    }

    /// A value computed at run time (a variable, a call, a template): `unresolved`, with the expression shown.
    static func computed(_ key: FactKey, _ node: Node, _ file: ParsedFile, into table: inout TokenTable) {
        let text = node.text.replacingOccurrences(of: "\n", with: " ")
        table.diagnostics.append(Diagnostic(kind: .unresolved, message: "\(key): `\(text.prefix(80))` is computed when the config runs; parity reads it without running it",
                                            location: file.location(node), key: key))
    }

    static func propertyName(_ pair: Node) -> String {
        unquote(pair.child(field: "key")?.text ?? "")
    }

    static func unquote(_ s: String) -> String { s.trimmed("\"'`") }

    /// How many `var()` references one value may go through (a chain longer than this is
    /// reported, as is a cycle).
    static let maxVarDepth = 32

    /// The text without Tailwind's opacity placeholder and the slash before it (`rgb(var(--x) /
    /// <alpha-value>)` -> `rgb(var(--x))`), by bytes (a regular expression made per call was 0.1 %
    /// of a run); the text as it is where it has none.
    static func withoutAlphaPlaceholder(_ text: String) -> String {
        let u = text.utf8, mark = "<alpha-value>"
        var i = u.startIndex
        while let j = text.firstIndex(ofBytes: mark, from: i) {
            // Back over spaces, one `/`, spaces.
            var start = j
            func back(while ok: (UInt8) -> Bool) { while start > u.startIndex, ok(u[u.index(before: start)]) { start = u.index(before: start) } }
            back { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }
            guard start > u.startIndex, u[u.index(before: start)] == UInt8(ascii: "/") else { i = u.index(after: j); continue }
            start = u.index(before: start)
            back { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }
            let end = u.index(j, offsetBy: mark.utf8.count)
            return String(text[..<start]) + String(text[end...])
        }
        return text
    }

    /// `var(--x)` and `rgb(var(--x) / <alpha-value>)` through the CSS variables, each `var()`
    /// replaced where it stands (`color-mix(in oklab, var(--danger) 15%, transparent)` keeps its
    /// mix), an undeclared one by its fallback (`var(--field-background, var(--default))`); channel
    /// triples (`29 29 31`) become `rgb(29 29 31)` where no function holds them, and Tailwind's
    /// `<alpha-value>` placeholder is no alpha. A variable that refers to itself, a cycle
    /// of variables or a chain deeper than `maxVarDepth` gives the text as it stands and the
    /// problem (`refers to itself: --a → --a`).
    static func resolveVar(_ text: String, _ vars: [String: CSSVariable], dark: Bool) -> (text: String, problem: String?) {
        var problem: String?
        func resolve(_ text: String, _ chain: [String]) -> String {
            var out = "", rest = text[...]
            while problem == nil, let open = rest.range(of: "var(") {
                // The name, and the fallback after the first comma outside parentheses
                // (`var(--field-background, var(--default))`), up to the matching `)`.
                var depth = 1, i = open.upperBound, comma: String.Index?
                while i < rest.endIndex {
                    let ch = rest[i]
                    if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1; if depth == 0 { break } } else if ch == ",", depth == 1, comma == nil { comma = i }
                    i = rest.index(after: i)
                }
                guard i < rest.endIndex else { break }
                let close = i
                let name = String(rest[open.upperBound..<(comma ?? close)]).trimmed()
                guard name.hasPrefix("--"), let v = vars[name], let value = (dark ? v.dark ?? v.light : v.light ?? v.dark)?.text else {
                    // Not declared: the fallback where there is one, else the text as written.
                    out += rest[..<open.lowerBound]
                    out += comma.map { resolve(String(rest[rest.index(after: $0)..<close]).trimmed(), chain) } ?? String(rest[open.lowerBound...close])
                    rest = rest[rest.index(after: close)...]
                    continue
                }
                if let first = chain.firstIndex(of: name) {
                    let cycle = (chain[first...] + [name]).joined(separator: " → ")
                    problem = chain.count - first == 1 ? "refers to itself: \(cycle)" : "is a cycle of CSS variables: \(cycle)"
                    return text
                }
                if chain.count + 1 > maxVarDepth {
                    problem = "goes through more than \(maxVarDepth) var() references (\(chain.prefix(3).joined(separator: " → ")) → …); parity follows no further"
                    return text
                }
                out += rest[..<open.lowerBound]
                out += resolve(value, chain + [name])
                rest = rest[rest.index(after: close)...]
            }
            return out + rest
        }
        var out = resolve(text, [])
        if problem != nil { return (out, problem) }
        out = withoutAlphaPlaceholder(out)
        // Bare channels (shadcn's `--primary: 0 0% 9%` read as `var(--primary)`): rgb.
        if out != text, groups(#"^\s*[0-9.]+%?\s+[0-9.]+%?\s+[0-9.]+%?\s*$"#, out) != nil { out = "rgb(\(out.trimmed()))" }
        return (out, nil)
    }

    static func add(color name: String, light: (text: String, location: SourceLocation), dark: (text: String, location: SourceLocation),
                    vars: [String: CSSVariable], into table: inout TokenTable) {
        let l = resolveVar(light.text, vars, dark: false), d = resolveVar(dark.text, vars, dark: true)
        let lc: (color: RGBA?, problem: String?) = l.problem == nil ? Normalize.cssColorChecked(l.text) : (nil, l.problem)
        let dc: (color: RGBA?, problem: String?) = d.problem == nil ? Normalize.cssColorChecked(d.text) : (nil, d.problem)
        guard let lightColor = lc.color, let darkColor = dc.color else {
            let isLight = lc.color == nil
            let (bad, problem) = isLight ? (light, lc.problem) : (dark, dc.problem)
            // The value the variables led to, which is what could not be read (`var(--accent)` → `oklch(1 2)`).
            let resolved = isLight ? l.text : d.text
            let named = resolved == bad.text ? "`\(bad.text)`" : "`\(resolved)` (the value of `\(bad.text)`)"
            let message = (isLight ? l.problem : d.problem).map { "`\(bad.text)` \($0)" }
                ?? "\(named) is not a color parity can read\(problem.map { " (\($0))" } ?? "")"
            table.diagnostics.append(Diagnostic(kind: .unresolved, message: "color.\(name): \(message)", location: bad.location,
                                                key: TokenKind.color.key(name, isLight ? "light" : "dark")))
            return
        }
        table.colors[name] = TokenEntry(value: ColorPair(light: lightColor, dark: darkColor), raw: light.text, location: light.location,
                                        darkRaw: dark.text, darkLocation: dark.location)
    }

    static func add(typography name: String, size: (text: String, location: SourceLocation), lineHeight: (text: String, location: SourceLocation)?,
                    letterSpacing: (text: String, location: SourceLocation)?, rem: Double, into table: inout TokenTable) {
        guard let s = length(size.text, rem: rem) else {
            table.diagnostics.append(Diagnostic(kind: .unresolved, message: "typography.\(name).size: `\(size.text)` is not a length parity can read", location: size.location, key: TokenKind.typography.key(name, "size")))
            return
        }
        var lh: Double?
        if let text = lineHeight?.text {
            // Unitless line heights are ratios of the font size.
            if let ratio = plainNumber(text) { lh = ratio * s } else { lh = length(text, rem: rem) }
        }
        var ls = 0.0
        if let spacing = letterSpacing {
            guard let (n, unit) = Normalize.cssLength(spacing.text, rem: rem) else {
                table.diagnostics.append(Diagnostic(kind: .unresolved, message: "typography.\(name).letterSpacing: `\(spacing.text)` is not a letter-spacing parity can read",
                                                    location: spacing.location, key: TokenKind.typography.key(name, "letterSpacing")))
                return
            }
            ls = unit == .em ? n : Normalize.letterSpacingEm(points: n, fontSize: s)
        }
        guard let lh else {
            table.diagnostics.append(Diagnostic(kind: .unresolved, message: "typography.\(name).lineHeight: `\(lineHeight?.text ?? "none")` is not a line height parity can read",
                                                location: lineHeight?.location ?? size.location, key: TokenKind.typography.key(name, "lineHeight")))
            return
        }
        table.typography[name] = TokenEntry(value: TypographyValue(size: s, lineHeight: lh, letterSpacing: ls), raw: size.text, location: size.location)
    }

    static func add(length name: String, kind: TokenKind, _ value: (text: String, location: SourceLocation), rem: Double, into table: inout TokenTable) {
        guard let n = length(value.text, rem: rem) else {
            table.diagnostics.append(Diagnostic(kind: .unresolved, message: "\(kind.rawValue).\(name): `\(value.text)` is not a length parity can read", location: value.location, key: kind.key(name, name)))
            return
        }
        table.setLength(kind.rawValue, name, TokenEntry(value: n, raw: value.text, location: value.location))
    }

    static func add(shadow name: String, _ value: (text: String, location: SourceLocation), rem: Double, vars: [String: CSSVariable], into table: inout TokenTable) {
        let resolved = resolveVar(value.text, vars, dark: false)
        guard resolved.problem == nil, let s = cssShadow(resolved.text, rem: rem) else {
            let why = resolved.problem ?? "is not a shadow parity can read"
            table.diagnostics.append(Diagnostic(kind: .unresolved, message: "shadow.\(name): `\(value.text)` \(why)", location: value.location, key: TokenKind.shadow.key(name, "blur")))
            return
        }
        table.shadows[name] = TokenEntry(value: s, raw: value.text, location: value.location)
    }

    /// A CSS number as `calc()` takes it: digits, a `.`, an exponent (`1e3`).
    static let cssNumber = #"-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"#

    /// A CSS length in points: `17px`, `1.0625rem`, `0`, and `calc()` of lengths and numbers
    /// (`CSSCalc`: `calc(0.625rem - 2px)`). Only finite results: `calc(1e308*10)` is no length.
    static func length(_ text: String, rem: Double) -> Double? {
        if let (n, unit) = Normalize.cssLength(text, rem: rem), unit == .pt { return n }
        return CSSCalc.points(text, rem: rem)
    }

    /// A unitless number or `calc(a / b)` of plain numbers (a line-height ratio), finite.
    static func plainNumber(_ text: String) -> Double? {
        let t = text.trimmed(" \t")
        if groups("^" + cssNumber + "$", t) != nil, let n = Double(t) { return n.isFinite ? n : nil }
        if let g = groups(#"^calc\(\s*("# + cssNumber + #")\s*/\s*("# + cssNumber + #")\s*\)$"#, text), let a = g[0].flatMap(Double.init), let b = g[1].flatMap(Double.init), b != 0 {
            return (a / b).isFinite ? a / b : nil
        }
        return nil
    }

    /// `2px 4px 12px rgba(0, 0, 0, 0.08)`: x, y, blur (spread ignored), color; the first of a list.
    static func cssShadow(_ text: String, rem: Double) -> ShadowValue? {
        var parts: [String] = [], current = "", depth = 0
        for ch in text {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if depth == 0, ch == "," { break }
            if depth == 0, ch == " " { if !current.isEmpty { parts.append(current) }; current = ""; continue }
            current.append(ch)
        }
        if !current.isEmpty { parts.append(current) }
        let lengths = parts.compactMap { length($0, rem: rem) }
        guard lengths.count >= 2, let color = parts.lazy.compactMap({ Normalize.cssColor($0) }).first else { return nil }
        return ShadowValue(x: lengths[0], y: lengths[1], blur: lengths.count > 2 ? lengths[2] : 0, color: color)
    }
}

extension DesignSystem {
    /// Whether a syntax error is a gap of the CSS grammar, not of the design system:
    /// - the `*` of a Tailwind 4 namespace reset (`--text-*: initial;`), which tree-sitter-css
    ///   0.7.4 does not take in a custom property's name;
    /// - a second option of `@theme` (`@theme inline static {`): the grammar takes one word
    ///   before the block, Tailwind 4 any of `themeOptions`; the block is read all the same.
    static func isGrammarGap(_ node: Node, language: String) -> Bool {
        guard language == "css", node.isError else { return false }
        if node.text == "*", let name = node.previousNamedSibling, name.type == "property_name" {
            return name.text.hasPrefix("--") && name.text.hasSuffix("-") && name.endByte == node.startByte
        }
        return isThemeOptions(node)
    }

    /// The options Tailwind 4 takes after `@theme`, in any number and order.
    static let themeOptions: Set<Substring> = ["default", "inline", "reference", "static"]

    /// Whether an error node lies between `@theme` and its block, where every word is one of `themeOptions`.
    static func isThemeOptions(_ node: Node) -> Bool {
        guard let rule = node.parent, rule.type == "at_rule", let keyword = rule.firstNamedChild("at_keyword"), keyword.text == "@theme",
              let block = rule.firstNamedChild("block"), keyword.endByte <= node.startByte, node.endByte <= block.startByte else { return false }
        let words = rule.tree.source.text(keyword.endByte..<block.startByte).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        return !words.isEmpty && words.allSatisfy { themeOptions.contains($0) }
    }
}
