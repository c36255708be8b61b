import Foundation
import ParityModel
import TreeSitterKit

/// Reads each platform's token files into a `TokenTable`.
enum TokenReaders {
    /// The argument labels a SwiftUI typography token's init states each part with, in points
    /// (`TextStyle(size: 14, lineHeight: 20, tracking: -0.14)`: tracking is `Text.tracking`'s points).
    static let swiftTypographyLabels: [String: [String]] = [
        "size": ["size", "fontSize", "pointSize"], "lineHeight": ["lineHeight"], "letterSpacing": ["letterSpacing", "tracking", "kerning"],
    ]

    /// Whether a value is a typography token's init, by its labels (`swiftTypographyLabels`): a
    /// call (`TypeStyle(…)`, `.init(…)`) stating a size and a line height.
    static func swiftTypographyInit(_ text: String) -> Bool {
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "("), text[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return false }
        return statesTypography(Set(labeledValues(text).numbers.keys))
    }

    /// Whether an init's argument labels state a size and a line height (`swiftTypographyLabels`).
    static func statesTypography(_ labels: Set<String>) -> Bool {
        swiftTypographyLabels["size"]!.contains(where: labels.contains) && swiftTypographyLabels["lineHeight"]!.contains(where: labels.contains)
    }

    /// SwiftUI: `static let` members of `extension Color` (`Color.adaptive(light:dark:)`),
    /// `extension TextStyle` (`TextStyle(size:lineHeight:letterSpacing:)` or `tracking:`, letter-spacing
    /// in points as `.tracking` takes it: `swiftTypographyLabels`) and `enum Radius`.
    /// A color may name an asset catalog's color (`Color("Blue Normal", bundle: .current)`,
    /// `Color(uiColor: UIColor(named: "Ink")!)`): its value is the colorset's, from `assets`.
    static func swift(_ files: [ParsedFile], conventions: Conventions, shadowBlurFactor: Double, assets: [String: AssetCatalog.Color] = [:],
                      into table: inout TokenTable) {
        // Colors that name another color token (`let textPrimary = CorePalette.gray1400`), read once
        // every file's own colors are: (name, referenced token, raw text, location).
        var references: [(String, String, String, SourceLocation)] = []
        for file in files {
            for (decl, owners) in declarationChains(file, "property_declaration", ownedBy: ["class_declaration", "protocol_declaration"]) {
                // The value after `=`, or the one expression of a getter (`static var sm: BPKSpacing { BPKSpacing(value: 4) }`).
                let getter = decl.firstNamedChild("computed_property").flatMap { $0.firstNamedChild("statements") }
                let ownerNames = owners.map { $0.child(field: "name")?.text.lastDotPart ?? "" }
                // The outermost owner of a token type's name; a group nested in it (`extension Color {
                // struct Ink { static let text = … } }`) names its tokens by the path below it
                // (`Ink.text`, compared as `inkText`), as `Color.Ink.text` reads in a component.
                guard let nameNode = decl.child(field: "name"),
                      let value = decl.child(field: "value") ?? getter.flatMap({ $0.namedChildCount == 1 ? $0.namedChild(0) : nil }) else { continue }
                // A type of the project's own whose members are built with a size and a line height
                // (`TypeStyle(size: 15, lineHeight: 20, tracking: -0.15)`) is a typography token type too.
                var found = ownerNames.firstIndex(where: { conventions.swiftTokenTypes[$0] != nil })
                if found == nil, !ownerNames.isEmpty, swiftTypographyInit(value.text) { found = ownerNames.count - 1 }
                guard let at = found else { continue }
                let ownerName = ownerNames[at]
                let path = (ownerNames[(at + 1)...] + [nameNode.text.replacingOccurrences(of: "`", with: "")]).joined(separator: ".")
                let name = Normalize.tokenName(path)
                let text = value.text, loc = file.location(nameNode)
                switch conventions.swiftTokenTypes[ownerName] ?? Optional("typography") {
                case "color":
                    if let pair = channelColor(text, type: ownerName.lastDotPart) {
                        table.colors[name] = TokenEntry(value: pair, raw: text, location: loc)
                    } else if let target = colorReference(text, tokenTypes: conventions.swiftTokenTypes) {
                        references.append((name, target, text, loc))
                    } else if let pair = swiftAdaptiveColor(text) {
                        table.colors[name] = TokenEntry(value: pair, raw: text, location: loc)
                    } else if let asset = assetName(text) {
                        if let a = assets[asset] {
                            if let pair = a.value { table.colors[name] = TokenEntry(value: pair, raw: text, location: loc) }
                            else { table.unreadable(.color, name, "light", text, "the asset color \"\(asset)\" (\(a.location.file)): \(a.problem ?? "no value")", at: loc) }
                        } else {
                            table.unreadable(.color, name, "light", text, "no asset catalog parity found has a colorset \"\(asset)\"; list the `.xcassets` folder in `platforms.swift.tokens` of parity.json", at: loc)
                        }
                    } else if let problem = swiftColorProblem(text) {
                        table.unreadable(.color, name, "light", text, problem, at: loc)
                    } else if text.hasPrefix("Color") || text.hasPrefix("UIColor") || text.hasPrefix(".init(") {
                        // A color parity cannot read stays a token, unresolved with its text: not "no such token".
                        table.unreadable(.color, name, "light", text, "parity reads a color token written as `Color(red:green:blue:)`, `Color(white:)`, a hex color, an asset color or another token", at: loc)
                    }
                case "typography":
                    let (args, bad) = labeledValues(text)
                    func first(_ labels: [String]) -> Double? { labels.lazy.compactMap { args[$0] }.first }
                    if let (field, raw) = bad.first(where: { swiftTypographyLabels.values.joined().contains($0.key) }) {
                        table.unreadable(.typography, name, field, raw, Normalize.numberProblem(raw), at: loc)
                    } else if let size = first(swiftTypographyLabels["size"]!), let lh = first(swiftTypographyLabels["lineHeight"]!) {
                        let ls = Normalize.letterSpacingEm(points: first(swiftTypographyLabels["letterSpacing"]!) ?? 0, fontSize: size)
                        // Its weight, where it states one (`weight: .medium`).
                        let weight = groups(#"\bweight:\s*(?:Font\.Weight)?\.(\w+)"#, text)?[0].flatMap(Normalize.swiftWeight)
                        table.typography[name] = TokenEntry(value: TypographyValue(size: size, lineHeight: lh, letterSpacing: ls, weight: weight), raw: text, location: loc)
                    }
                case let kind? where kind == "radius" || kind == "spacing":
                    // A number, or the token type built around one (`BPKCornerRadius(value: 12)`).
                    let wrapped = groups(#"^\#(ownerName.lastDotPart)\(\s*(?:\w+\s*:\s*)?([^,():]+?)\s*\)$"#, text)?[0]
                    if let n = Normalize.number(text) ?? wrapped.flatMap(Normalize.number) {
                        table.setLength(kind, name, TokenEntry(value: n, raw: text, location: loc))
                    }
                    else if let problem = Normalize.numberProblem(text) { table.unreadable(TokenKind(rawValue: kind)!, name, name, text, problem, at: loc) }
                case "shadow":
                    // Shadow(color: .black.opacity(0.08), radius: 6, x: 2, y: 4): SwiftUI's radius is half the blur.
                    let args = labeledNumbers(text)
                    if let radius = args["radius"], let c = groups(#"color:\s*([^,]+?)\s*(?:,\s*\w+:|\)$)"#, text)?[0], let color = swiftColor(c, table) {
                        table.shadows[name] = TokenEntry(value: ShadowValue(x: args["x"] ?? 0, y: args["y"] ?? 0, blur: radius * shadowBlurFactor, color: color), raw: text, location: loc)
                    }
                default: break
                }
            }
        }
        // A reference takes its token's colors; chains resolve in as many passes as they are long.
        var pending = references
        while !pending.isEmpty {
            let before = pending.count
            pending = pending.filter { name, target, text, loc in
                guard let entry = table.colors[target] else { return true }
                table.colors[name] = TokenEntry(value: entry.value, raw: text, location: loc)
                return false
            }
            if pending.count == before { break }
        }
        for (name, target, text, loc) in pending where table.colors[name] == nil {
            table.unreadable(.color, name, "light", text, "it names the color `\(target)`, which no token file defines", at: loc)
        }
    }

    /// The token a color names: `.gray700`, `Color.gray700`, or a member of a color token type
    /// (`CorePalette.gray700` where `CorePalette` is one); nil for any other text.
    static func colorReference(_ text: String, tokenTypes: [String: String]) -> String? {
        guard let g = groups(#"^(?:([A-Z]\w*)\.|\.)([a-z]\w*)$"#, text), let member = g[1] else { return nil }
        if let owner = g[0], tokenTypes[owner] != "color" { return nil }
        return Normalize.tokenName(member)
    }

    /// The asset name of `Color("Name")`, `Color("Name", bundle: …)`, `UIColor(named: "Name")`
    /// (also inside `Color(uiColor: …)`), or nil.
    static func assetName(_ text: String) -> String? {
        groups(#"^(?:SwiftUI\.)?Color\(\s*"([^"\\]+)"\s*(?:,\s*bundle:[^)]*)?\)$|UIColor\(\s*named:\s*"([^"\\]+)""#, text).flatMap { $0[0] ?? $0[1] }
    }

    /// A SwiftUI color expression's light value: `.black.opacity(0.08)`, `Color.label`, `Color(0x1D1D1F)`.
    static func swiftColor(_ text: String, _ table: TokenTable) -> RGBA? {
        if let pair = swiftAdaptiveColor(text) { return pair.light }
        guard let g = groups(#"^(?:Color)?\.(\w+)(?:\.opacity\(\s*([0-9.]+)\s*\))?$"#, text), let name = g[0],
              var c = table.color(Normalize.tokenName(name))?.light else { return nil }
        if let a = g[1].flatMap(Double.init) { c.alpha *= a }
        return c
    }

    /// `Color.adaptive(light: .init(0x1D1D1F), dark: .init(0xFFFFFF, 0.1))` or `Color(0x1D1D1F)`;
    /// nil also when an alpha is outside 0…1 (see `swiftColorProblem`).
    static func swiftAdaptiveColor(_ text: String) -> ColorPair? {
        func rgba(_ label: String) -> RGBA? {
            // `light: .init(0x1D1D1F)`, `light: RGBA(0x1D1D1F, 0.1)`, or a bare hex `light: 0x1D1D1F` (a project
            // `init(light: UInt32, dark: UInt32)`).
            guard let g = groups(label + #":\s*(?:RGBA)?\.?(?:init)?\(\s*(0x[0-9A-Fa-f]+)\s*(?:,\s*([0-9.]+))?\s*\)"#, text)
                    ?? groups(label + #":\s*(0x[0-9A-Fa-f]{6})\b()"#, text),
                  let hex = g[0].flatMap(Normalize.integerLiteral), let alpha = unitAlpha(g[1].flatMap { $0.isEmpty ? nil : $0 }) else { return nil }
            return Normalize.rgbHex(hex, alpha: alpha)
        }
        if let light = rgba("light") { return ColorPair(light: light, dark: rgba("dark") ?? light) }
        if let g = groups(#"^Color\(\s*(?:hex:\s*)?(0x[0-9A-Fa-f]+)\s*(?:,\s*(?:alpha|opacity):\s*([0-9.]+))?\)"#, text),
           let hex = g[0].flatMap(Normalize.integerLiteral), let alpha = unitAlpha(g[1]) {
            let c = Normalize.rgbHex(hex, alpha: alpha)
            return ColorPair(light: c, dark: c)
        }
        return nil
    }

    /// A color the token type (or SwiftUI's `Color`, UIKit's `UIColor`) builds from channels of
    /// 0…1, `T(red: 0.937, green: 0.953, blue: 0.973, alpha: 1)` (`opacity:` too), and where a call
    /// on it whose name says dark takes a second such color, that is the dark mode's
    /// (`.darkVariant(T(red: …))`, Backpack's generated colors); nil for any other text.
    static func channelColor(_ text: String, type: String) -> ColorPair? {
        let channels = #"\((?:\s*red:\s*([0-9.]+)\s*,\s*green:\s*([0-9.]+)\s*,\s*blue:\s*([0-9.]+)\s*(?:,\s*(?:alpha|opacity):\s*([0-9.]+)\s*)?)\)"#
        let types = "(?:\(NSRegularExpression.escapedPattern(for: type))|Color|UIColor)"
        func rgba(_ g: [String?]) -> RGBA? {
            let values = g.prefix(4).map { $0.flatMap(Double.init) }
            guard let r = values[0], let gr = values[1], let b = values[2], [r, gr, b].allSatisfy({ (0...1).contains($0) }),
                  let a = unitAlpha(g[3]) else { return nil }
            func byte(_ x: Double) -> Int { Int((x * 255).rounded()) }
            return RGBA(red: byte(r), green: byte(gr), blue: byte(b), alpha: a)
        }
        let flat = text.filter { $0 != "\n" }
        // `Color(white: 0.5, opacity: 0.4)`: a gray.
        if let g = groups("^" + types + #"\(\s*white:\s*([0-9.]+)\s*(?:,\s*(?:alpha|opacity):\s*([0-9.]+)\s*)?\)$"#, flat),
           let w = g[0].flatMap(Double.init), (0...1).contains(w), let a = unitAlpha(g[1]) {
            let v = Int((w * 255).rounded()), c = RGBA(red: v, green: v, blue: v, alpha: a)
            return ColorPair(light: c, dark: c)
        }
        // `T(value: .clear)`, `Color.clear`: transparent.
        if groups("^(?:" + types + #"\((?:\w+:\s*)?(?:UIColor|Color)?\.clear\)|(?:UIColor|Color)\.clear)$"#, flat) != nil {
            let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            return ColorPair(light: clear, dark: clear)
        }
        let pattern = "^" + types + channels + #"\s*(?:\.(\w+)\(\s*"# + types + channels + #"\s*\))?$"#
        guard let g = groups(pattern, flat), let light = rgba(Array(g[0..<4])) else { return nil }
        guard let method = g[4] else { return ColorPair(light: light, dark: light) }
        guard method.lowercased().contains("dark"), let dark = rgba(Array(g[5..<9])) else { return nil }
        return ColorPair(light: light, dark: dark)
    }

    /// An alpha text of 0…1 (absent: 1); nil when it is not one.
    static func unitAlpha(_ text: String?) -> Double? {
        guard let text else { return 1 }
        guard let a = Double(text), a.isFinite, (0...1).contains(a) else { return nil }
        return a
    }

    /// Why a SwiftUI color that has the shape `swiftAdaptiveColor` reads gives no color: an
    /// alpha outside 0…1 (`.init(0x1D1D1F, 7)`). Nil for any other text (an asset color, a call).
    static func swiftColorProblem(_ text: String) -> String? {
        guard let re = regex(#"(?:\.init|RGBA|Color)\(\s*(?:hex:\s*)?0x[0-9A-Fa-f]+\s*,\s*(?:(?:alpha|opacity):\s*)?([0-9.]+)\s*\)"#) else { return nil }
        for m in re.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            if let r = Range(m.range(at: 1), in: text), unitAlpha(String(text[r])) == nil { return "alpha \(text[r]) is outside 0…1" }
        }
        return nil
    }

    /// `label: 17` pairs of a call's text.
    static func labeledNumbers(_ text: String) -> [String: Double] { labeledValues(text).numbers }

    /// `label: 17` pairs of a call's text, and the labels whose number spells no finite value
    /// (`size: 1e309`, `fontSize: NaN`) with their text.
    static func labeledValues(_ text: String) -> (numbers: [String: Double], bad: [String: String]) {
        guard let re = regex(#"(\w+)\s*[:=]\s*(-?(?:[0-9][0-9_.]*(?:[eE][-+]?[0-9]+)?[fFdD]?|NaN\b|Infinity\b))"#) else { return ([:], [:]) }
        var out: [String: Double] = [:], bad: [String: String] = [:]
        for m in re.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let k = Range(m.range(at: 1), in: text), let v = Range(m.range(at: 2), in: text) else { continue }
            if let n = Normalize.number(String(text[v])) { out[String(text[k])] = n } else { bad[String(text[k])] = String(text[v]) }
        }
        return (out, bad)
    }

    /// The nodes of `type` in a file, in document order, each with its nearest enclosing node
    /// of `owners` (nil when there is none), found in one walk that keeps the owner of each
    /// depth on a stack: `Node.ancestor` asks tree-sitter 0.20 for each parent, which walks
    /// down from the root, so a deeply nested token file took quadratic time.
    static func declarations(_ file: ParsedFile, _ type: String, ownedBy owners: Set<String>) -> [(Node, owner: Node?)] {
        declarationChains(file, type, ownedBy: owners).map { ($0.0, $0.owners.last) }
    }

    /// `declarations` with every owner of each, outermost first (`extension Color`, `struct Ink`).
    static func declarationChains(_ file: ParsedFile, _ type: String, ownedBy owners: Set<String>) -> [(Node, owners: [Node])] {
        var out: [(Node, owners: [Node])] = []
        var stack: [[Node]] = []
        file.root.walk { node, depth in
            if stack.count > depth { stack.removeSubrange(depth...) }
            let chain = stack.last ?? []
            let t = node.type
            if t == type { out.append((node, chain)) }
            stack.append(owners.contains(t) ? chain + [node] : chain)
            return true
        }
        return out
    }

    /// Compose: `val LightColors = Colors(name = Color(0xAARRGGBB)…)` and `DarkColors`,
    /// `object Radius { val md = 8.dp }`, `object Typography { val base = textStyle(17.0, 22.0, -0.026) }`
    /// where `textStyle`'s definition says which parameter is which field and unit.
    static func kotlin(_ files: [ParsedFile], conventions: Conventions, into table: inout TokenTable) {
        let styleFunctions = kotlinTextStyleFunctions(files)
        let shadowFields = kotlinShadowFields(files)
        var light: [String: (RGBA, String, SourceLocation)] = [:], dark = light
        // Colors a later file's scheme sets otherwise than an earlier one's, by the two files and the mode.
        var clashes: [String: (first: SourceLocation, second: SourceLocation, names: [String])] = [:]
        // Each file's property declarations, walked once for both passes below.
        // With a token class's constructor parameters and their defaults (Material-style
        // `data class Shapes(val normal: CornerBasedShape = RoundedCornerShape(6.dp))`).
        let declared = files.map { f in
            declarations(f, "property_declaration", ownedBy: ["object_declaration", "class_declaration"])
                + declarations(f, "class_parameter", ownedBy: ["class_declaration"]).filter { $0.owner != nil }
        }
        // Top-level colors a scheme may name (`val Purple40 = Color(0xFF6650A4)` for `primary = Purple40`),
        // and an object's, by the object's name (`primary = Palette.purple40`).
        var palette: [String: RGBA] = [:]
        for decls in declared {
            for (decl, ownerNode) in decls where ownerNode == nil || ownerNode?.type == "object_declaration" {
                guard let nameNode = decl.firstDescendant("simple_identifier"), let value = decl.lastNamedChild, value.startByte > nameNode.endByte,
                      let c = kotlinColorLiteral(value.text) else { continue }
                if let ownerNode {
                    guard let object = ownerNode.namedChildren.first(where: { $0.type == "type_identifier" })?.text else { continue }
                    palette[object + "." + nameNode.text] = c
                } else {
                    palette[nameNode.text] = c
                }
            }
        }
        for (file, decls) in zip(files, declared) {
            for (decl, ownerNode) in decls {
                guard let nameNode = decl.firstDescendant("simple_identifier"),
                      let value = decl.lastNamedChild, value.startByte > nameNode.endByte else { continue }
                let declName = nameNode.text
                let owner = ownerNode?.namedChildren.first { $0.type == "type_identifier" }?.text
                // A scheme's mode: its name's (`LightColors`, `DarkColors`), else its Material
                // builder's (`val DayScheme = lightColorScheme(…)`, `darkColors(…)`).
                let lowered = declName.lowercased()
                let builderMode = value.type == "call_expression" ? value.namedChild(0).flatMap { KotlinSchemes.materialBuilders[$0.text] } : nil
                if owner == nil, value.type == "call_expression", lowered.contains("light") || lowered.contains("dark") || (builderMode ?? "") != "" {
                    let isDark = lowered.contains("dark") || !lowered.contains("light") && builderMode == "dark"
                    // The call's own arguments: call_expression > call_suffix > value_arguments > value_argument.
                    var args: [Node] = []
                    value.walk { node, depth in
                        if depth == 3, node.type == "value_argument" { args.append(node) }
                        return depth < 3
                    }
                    for arg in args {
                        guard let label = arg.namedChild(0), label.type == "value_argument_label" || label.type == "simple_identifier",
                              let expr = arg.lastNamedChild else { continue }
                        let name = Normalize.tokenName(label.text)
                        // A palette color at an alpha (`Palette.Red600.copy(alpha = 0.08f)`): that color, its alpha scaled.
                        func withAlpha(_ text: String) -> RGBA? {
                            guard let g = groups(#"^(.+)\.copy\(\s*alpha\s*=\s*([0-9.]+)[fF]?\s*\)$"#, text), let base = g[0], let a = g[1].flatMap(Double.init),
                                  a >= 0, a <= 1, var c = kotlinColorLiteral(base) ?? palette[base] else { return nil }
                            c.alpha *= a
                            return c
                        }
                        guard let c = kotlinColorLiteral(expr.text) ?? palette[expr.text] ?? withAlpha(expr.text) else {
                            if let problem = kotlinColorProblem(expr.text) { table.unreadable(.color, name, isDark ? "dark" : "light", expr.text, problem, at: file.location(label)) }
                            continue
                        }
                        let entry = (c, expr.text, file.location(label))
                        // Another file's scheme of the same mode set it (two brands' schemes, a high-contrast
                        // variant `SemanticColorsDarkHc.kt` beside `SemanticColorsDark.kt`): the first file's
                        // stays (files in path order: a variant's name extends its base's), said where they differ.
                        if let earlier = isDark ? dark[name] : light[name], earlier.2.file != entry.2.file {
                            if earlier.0 != c {
                                clashes[earlier.2.file + "\u{0}" + entry.2.file + (isDark ? "\u{0}dark" : "\u{0}light"), default: (earlier.2, entry.2, [])].names.append(name)
                            }
                            continue
                        }
                        if isDark { dark[name] = entry } else { light[name] = entry }
                    }
                    continue
                }
                let name = Normalize.tokenName(declName), loc = file.location(nameNode), text = value.text
                switch owner.flatMap({ conventions.kotlinTokenKind($0) }) {
                case let kind? where kind == "radius" || kind == "spacing":
                    let number = kotlinShapeSize(text).replacingOccurrences(of: ".dp", with: "")
                    if let n = Normalize.number(number) { table.setLength(kind, name, TokenEntry(value: n, raw: text, location: loc)) }
                    else if let problem = Normalize.numberProblem(number) { table.unreadable(TokenKind(rawValue: kind)!, name, name, text, problem, at: loc) }
                case "shadow":
                    if let shadow = kotlinShadow(text, fields: shadowFields) {
                        table.shadows[name] = TokenEntry(value: shadow, raw: text, location: loc)
                    }
                case "typography":
                    if let t = kotlinTypography(value, styleFunctions) {
                        table.typography[name] = TokenEntry(value: t, raw: text, location: loc)
                    }
                default: break
                }
            }
        }
        mergeModes(light: light, dark: dark, into: &table)
        for (key, clash) in clashes.sorted(by: { $0.key < $1.key }) {
            let mode = key.hasSuffix("dark") ? "dark" : "light"
            let names = clash.names.sorted()
            let more = names.count > 1 ? " and \(names.count - 1) more" : ""
            table.diagnostics.append(Diagnostic(kind: .warning, message: "\(clash.first.file) and \(clash.second.file) both declare \(mode) color schemes that set `\(names[0])`\(more) otherwise (two brands, or a contrast variant?): parity reads the colors of \(clash.first.file), the first in path order; to compare the other's, list only its folder under `platforms.kotlin.tokens` in parity.json", location: clash.second))
        }
    }

    /// The corner size of a rounded shape written as a radius token (`RoundedCornerShape(6.dp)`,
    /// `RoundedCornerShape(size = 6.dp)`), else the text as it is.
    static func kotlinShapeSize(_ text: String) -> String {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard t.hasPrefix("RoundedCornerShape("), t.hasSuffix(")") else { return t }
        var inner = t.dropFirst("RoundedCornerShape(".count).dropLast().trimmingCharacters(in: .whitespaces)
        if inner.hasPrefix("size") { inner = inner.dropFirst(4).trimmingCharacters(in: .whitespaces) }
        if inner.hasPrefix("=") { inner = inner.dropFirst().trimmingCharacters(in: .whitespaces) }
        return inner.contains(",") ? t : inner
    }

    /// Field names of a shadow class's parameters, in order (`data class Shadow(val offsetX: Dp,
    /// val offsetY: Dp, val blur: Dp, val color: Color)`), mapped onto x, y, blur, color.
    static func kotlinShadowFields(_ files: [ParsedFile]) -> [String] {
        let synonyms = ["offsetX": "x", "x": "x", "dx": "x", "offsetY": "y", "y": "y", "dy": "y",
                        "blur": "blur", "blurRadius": "blur", "radius": "blur", "color": "color"]
        for file in files {
            for cls in file.root.descendants("class_declaration") where cls.firstNamedChild("type_identifier")?.text == "Shadow" {
                guard let ctor = cls.firstNamedChild("primary_constructor") else { continue }
                let names = ctor.descendants("class_parameter").compactMap { $0.firstNamedChild("simple_identifier")?.text }
                return names.map { synonyms[$0] ?? $0 }
            }
        }
        return ["x", "y", "blur", "color"]
    }

    /// `Shadow(2.dp, 4.dp, 12.dp, Color.Black.copy(alpha = 0.08f))`, positional or named.
    static func kotlinShadow(_ text: String, fields: [String]) -> ShadowValue? {
        guard let g = groups(#"^\w+\((.*)\)$"#, text.replacingOccurrences(of: "\n", with: " ")), let inner = g[0] else { return nil }
        var values: [String: String] = [:]
        for (i, arg) in splitTopLevel(inner).enumerated() {
            if let named = groups(#"^(\w+)\s*=\s*(.+)$"#, arg), let n = named[0], let v = named[1], !arg.hasPrefix("Color") {
                let synonyms = ["offsetX": "x", "dx": "x", "offsetY": "y", "dy": "y", "blurRadius": "blur", "radius": "blur"]
                values[synonyms[n] ?? n] = v
            } else if i < fields.count {
                values[fields[i]] = arg
            }
        }
        let num = { (k: String) in values[k].flatMap { Normalize.number($0.replacingOccurrences(of: ".dp", with: "")) } }
        guard let blur = num("blur"), let color = values["color"].flatMap(kotlinColorLiteral) else { return nil }
        return ShadowValue(x: num("x") ?? 0, y: num("y") ?? 0, blur: blur, color: color)
    }

    /// Splits `a, f(b, c), d` at top-level commas.
    static func splitTopLevel(_ text: String) -> [String] {
        var out: [String] = [], current = "", depth = 0
        for ch in text {
            if "([{".contains(ch) { depth += 1 } else if ")]}".contains(ch) { depth -= 1 }
            if ch == ",", depth == 0 { out.append(current.trimmed(" \t")); current = ""; continue }
            current.append(ch)
        }
        let last = current.trimmed(" \t")
        if !last.isEmpty { out.append(last) }
        return out
    }

    typealias ModeColor = (RGBA, String, SourceLocation)

    /// Pairs light and dark palettes by name; a color with no dark entry is the same in both.
    static func mergeModes(light: [String: ModeColor], dark: [String: ModeColor], into table: inout TokenTable) {
        for (name, (l, raw, loc)) in light {
            let d = dark[name]?.0 ?? l
            table.colors[name] = TokenEntry(value: ColorPair(light: l, dark: d), raw: raw, location: loc, darkRaw: dark[name]?.1, darkLocation: dark[name]?.2)
        }
    }

    /// `Color(0xFF1D1D1F)`, `Color(color = 0xFF1D1D1F)`, `Color(0xFF1D1D1FL)` (not `Color(value = …UL)`, a packed value),
    /// `Color(0xFF000000).copy(alpha = 0.04f)`, `Color.White`, `Color.Black`, `Color(255, 255, 255)`.
    static func kotlinColorLiteral(_ text: String) -> RGBA? {
        // Most colors are token references; only `Color(…)` / `Color.White…` can be literals.
        guard text.hasPrefix("Color") else { return nil }
        var base: RGBA?
        if let g = groups(#"^Color\(\s*(?:color\s*=\s*)?(0x[0-9A-Fa-f_]+)L?\s*\)"#, text), let hex = g[0].flatMap(Normalize.integerLiteral) {
            base = hex > 0xFFFFFF || (g[0]?.count ?? 0) > 8 ? Normalize.argbHex(hex) : Normalize.rgbHex(hex)
        } else if let g = groups(#"^Color\.(White|Black|Transparent)"#, text) {
            base = Normalize.cssColor(g[0] ?? "")
        } else if let g = groups(#"^Color\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d{1,3})\s*)?\)"#, text),
                  let r = g[0].flatMap({ Int($0) }), let gr = g[1].flatMap({ Int($0) }), let b = g[2].flatMap({ Int($0) }),
                  [r, gr, b].allSatisfy({ (0...255).contains($0) }) {
            // Compose's `Color(red: Int, green: Int, blue: Int, alpha: Int = 0xFF)` (Vitamin's `Color(255, 255, 255)`).
            let a = g[3].flatMap { Int($0) }
            guard a.map({ (0...255).contains($0) }) ?? true else { return nil }
            base = RGBA(red: r, green: gr, blue: b, alpha: a.map { Double($0) / 255 } ?? 1)
        }
        guard var c = base else { return nil }
        if let g = groups(#"\.copy\(\s*alpha\s*=\s*([0-9.]+)[fF]?\s*\)"#, text), let a = g[0].flatMap(Double.init) {
            guard a.isFinite, (0...1).contains(a) else { return nil }
            c.alpha = a
        }
        return c
    }

    /// Why a Compose color literal gives no color: `.copy(alpha = 7f)`, an alpha outside 0…1.
    static func kotlinColorProblem(_ text: String) -> String? {
        guard text.hasPrefix("Color"), let g = groups(#"\.copy\(\s*alpha\s*=\s*([0-9.]+)[fF]?\s*\)"#, text), let a = g[0],
              unitAlpha(a) == nil else { return nil }
        return "alpha \(a) is outside 0…1"
    }

    /// Parameter positions of text-style builder functions: `fun textStyle(size, lineHeight,
    /// letterSpacing) = TextStyle(fontSize = size.sp, lineHeight = lineHeight.sp, letterSpacing = letterSpacing.em)`.
    struct StyleFunction {
        var fields: [(field: String, unit: String)]
        /// The parameter each of `fields` is (`tracking` of `letterSpacing = tracking.sp`), in order.
        var params: [String] = []
        /// Parameters' default values as written, by the field each sets (`fontWeight: FontWeight = FontWeight.Normal`).
        var defaults: [String: String] = [:]
    }

    static func kotlinTextStyleFunctions(_ files: [ParsedFile]) -> [String: StyleFunction] {
        var out: [String: StyleFunction] = [:]
        for file in files {
            for fn in file.root.descendants("function_declaration") {
                guard let name = fn.namedChildren.first(where: { $0.type == "simple_identifier" })?.text,
                      let params = fn.firstNamedChild("function_value_parameters") else { continue }
                let body = fn.text
                guard body.contains("TextStyle(") else { continue }
                var fields: [(String, String)] = [], defaults: [String: String] = [:], names: [String] = []
                for p in params.namedChildren {
                    // A parameter's default is the node after it (`fontWeight: FontWeight = FontWeight.Normal`).
                    guard p.type == "parameter" else {
                        if p.type != "parameter_modifiers", let last = fields.last { defaults[last.0] = p.text }
                        continue
                    }
                    guard let pname = p.firstNamedChild("simple_identifier")?.text else { continue }
                    names.append(pname)
                    if let g = groups(#"(\w+)\s*=\s*"# + pname + #"\.(sp|em|dp)\b"#, body) {
                        fields.append((g[0] ?? pname, g[1] ?? "sp"))
                    } else if let g = groups(#"(\w+)\s*=\s*"# + pname + #"\s*[,)]"#, body), let field = g[0] {
                        // Passed on whole (`lineHeight = leading` of `leading: TextUnit`): the caller's argument has the unit.
                        fields.append((field, "?"))
                    } else {
                        fields.append((pname, "?"))
                    }
                }
                out[name] = StyleFunction(fields: fields, params: names, defaults: defaults)
            }
        }
        return out
    }

    static func kotlinTypography(_ value: Node, _ functions: [String: StyleFunction]) -> TypographyValue? {
        let text = value.text
        var fields: [String: Double] = [:], units: [String: String] = [:]
        // The weight, where the style states one (`FontWeight.Medium`, `FontWeight.W500`, `FontWeight(500)`).
        var weight: Double?
        func readWeight(_ raw: String) -> Double? {
            groups(#"^FontWeight(?:\.(\w+)|\((\d+)\))$"#, raw).flatMap { g in (g[0] ?? g[1]).flatMap(Normalize.composeWeight) }
        }
        if let g = groups(#"^(\w+)\((.*)\)$"#, text.replacingOccurrences(of: "\n", with: " ")), let fname = g[0], let fn = functions[fname] {
            let args = (g[1] ?? "").split(separator: ",").map { $0.trimmed(" \t") }
            weight = fn.defaults["fontWeight"].flatMap(readWeight)
            for (i, arg) in args.enumerated() where i < fn.fields.count {
                let parts = arg.split(separator: "=", maxSplits: 1).map { $0.trimmed(" \t") }
                let raw = parts.last ?? arg
                // A labeled argument is its parameter's (`tracking = 0.066` of `letterSpacing = tracking.sp`).
                let at = parts.count == 2 ? fn.params.firstIndex(of: parts[0]) ?? fn.fields.firstIndex { $0.field == parts[0] } : i
                let field = at.map { fn.fields[$0].field } ?? parts[0]
                if field == "fontWeight", let w = readWeight(raw) { weight = w; continue }
                if let n = Normalize.number(raw) { fields[field] = n; units[field] = at.map { fn.fields[$0].unit } ?? "?" }
                // A `TextUnit` passed as written (`acmeTextStyle(11.sp, 14.sp, (-0.15).sp)` of a function
                // taking `fontSize: TextUnit`): the unit is the argument's own.
                else if let u = groups(#"^\(?(-?[0-9.]+)[fF]?\)?\.(sp|em|dp)$"#, raw), let n = u[0].flatMap(Double.init) { fields[field] = n; units[field] = u[1] }
            }
        } else {
            // TextStyle(fontSize = 17.sp, lineHeight = 22.sp, letterSpacing = (-0.026).em)
            if let re = regex(#"(\w+)\s*=\s*\(?(-?[0-9.]+)[fF]?\)?\.(sp|em)"#) {
                for m in re.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let s = { (i: Int) in Range(m.range(at: i), in: text).map { String(text[$0]) } ?? "" }
                    fields[s(1)] = Double(s(2)); units[s(1)] = s(3)
                }
            }
            if let g = groups(#"fontWeight\s*=\s*(FontWeight(?:\.\w+|\(\d+\)))"#, text), let raw = g[0] { weight = readWeight(raw) }
        }
        guard let size = fields["fontSize"] ?? fields["size"], let lh = fields["lineHeight"] else { return nil }
        var ls = fields["letterSpacing"] ?? 0
        if units["letterSpacing"] == "sp" { ls = Normalize.letterSpacingEm(points: ls, fontSize: size) }
        return TypographyValue(size: size, lineHeight: lh, letterSpacing: ls, weight: weight)
    }

    /// StyleSheet `theme.ts`: `light`/`dark` palettes of CSS color strings, `fontSize` (points,
    /// React Native letter-spacing in points) and `radius`.
    static func styleSheet(_ files: [ParsedFile], shadowBlurFactor: Double, into table: inout TokenTable) {
        var light: [String: (RGBA, String, SourceLocation)] = [:], dark = light
        for file in files {
            for decl in file.root.descendants("variable_declarator") {
                // `{ … }`, also `{ … } as const` and `{ … } satisfies Radii`.
                var value = decl.child(field: "value")
                while let v = value, v.type == "as_expression" || v.type == "satisfies_expression" || v.type == "parenthesized_expression" { value = v.namedChildren.first }
                guard let name = decl.child(field: "name")?.text, let obj = value, obj.type == "object" else { continue }
                let lower = name.lowercased()
                for pair in obj.namedChildren where pair.type == "pair" {
                    guard let keyNode = pair.child(field: "key"), let v = pair.child(field: "value") else { continue }
                    let key = Normalize.tokenName(keyNode.text.trimmed("\"'"))
                    let loc = file.location(keyNode)
                    if lower == "light" || lower == "dark" || lower.hasSuffix("lightcolors") || lower.hasSuffix("darkcolors") {
                        // A group of colors (`elevation: { level1: "#f7f2fa" }`) holds tokens named by their
                        // path (`elevationLevel1`, as `colors.elevation.level1` names it), two levels deep.
                        func color(_ key: String, _ v: Node, _ loc: SourceLocation, depth: Int) {
                            if v.type == "object", depth < 2 {
                                for inner in v.namedChildren where inner.type == "pair" {
                                    guard let k = inner.child(field: "key"), let value = inner.child(field: "value") else { continue }
                                    color(Normalize.tokenName(key + "." + k.text.trimmed("\"'")), value, file.location(k), depth: depth + 1)
                                }
                                return
                            }
                            let (c, problem) = Normalize.cssColorChecked(v.text)
                            if let c {
                                if lower.contains("dark") { dark[key] = (c, v.text, loc) } else { light[key] = (c, v.text, loc) }
                            } else if v.type == "string" {
                                // A string that is no color (`"rgba(1, 2, 3, 7)"`, `"blue-ish"`): a literal parity cannot read.
                                table.unreadable(.color, key, lower.contains("dark") ? "dark" : "light", v.text, problem, at: loc)
                            }
                        }
                        color(key, v, loc, depth: 0)
                    } else if lower == "fontsize" || lower == "typography" || lower == "textstyles" {
                        let (nums, bad) = labeledValues(v.text)
                        if let (field, raw) = bad.first(where: { ["fontSize", "lineHeight", "letterSpacing"].contains($0.key) }) {
                            table.unreadable(.typography, key, field == "fontSize" ? "size" : field, raw, Normalize.numberProblem(raw), at: loc)
                        } else if let size = nums["fontSize"], let lh = nums["lineHeight"] {
                            let ls = Normalize.letterSpacingEm(points: nums["letterSpacing"] ?? 0, fontSize: size)
                            table.typography[key] = TokenEntry(value: TypographyValue(size: size, lineHeight: lh, letterSpacing: ls), raw: v.text, location: loc)
                        }
                    } else if lower == "radius" || lower == "radii" {
                        if let n = Normalize.number(v.text) { table.radius[key] = TokenEntry(value: n, raw: v.text, location: loc) }
                        else if let problem = Normalize.numberProblem(v.text) { table.unreadable(.radius, key, key, v.text, problem, at: loc) }
                    } else if lower == "spacing" || lower == "space" {
                        if let n = Normalize.number(v.text) { table.spacing[key] = TokenEntry(value: n, raw: v.text, location: loc) }
                        else if let problem = Normalize.numberProblem(v.text) { table.unreadable(.spacing, key, key, v.text, problem, at: loc) }
                    } else if lower == "shadow" || lower == "shadows" {
                        if let shadow = styleSheetShadow(v, shadowBlurFactor: shadowBlurFactor) { table.shadows[key] = TokenEntry(value: shadow, raw: v.text, location: loc) }
                    }
                }
            }
        }
        mergeModes(light: light, dark: dark, into: &table)
    }

    /// `{ boxShadow: "2px 4px 12px rgba(0, 0, 0, 0.08)" }`, or React Native's iOS shadow props
    /// (`shadowColor`, `shadowOffset`, `shadowOpacity`, `shadowRadius`, a radius like SwiftUI's).
    static func styleSheetShadow(_ node: Node, shadowBlurFactor: Double) -> ShadowValue? {
        if node.type == "string" { return ThemeReaders.cssShadow(ThemeReaders.unquote(node.text), rem: 16) }
        var props: [String: Node] = [:]
        for pair in node.namedChildren where pair.type == "pair" {
            if let v = pair.child(field: "value") { props[ThemeReaders.propertyName(pair)] = v }
        }
        if let box = props["boxShadow"] { return ThemeReaders.cssShadow(ThemeReaders.unquote(box.text), rem: 16) }
        guard let radius = props["shadowRadius"].flatMap({ Normalize.number($0.text) }),
              var color = props["shadowColor"].flatMap({ Normalize.cssColor($0.text) }) else { return nil }
        if let opacity = props["shadowOpacity"].flatMap({ Normalize.number($0.text) }) { color.alpha *= opacity }
        let offset = props["shadowOffset"].map { labeledNumbers($0.text) } ?? [:]
        return ShadowValue(x: offset["width"] ?? 0, y: offset["height"] ?? 0, blur: radius * shadowBlurFactor, color: color)
    }
}

extension TokenTable {
    /// Records a token value parity cannot read as `unresolved`, with its text and the reason.
    mutating func unreadable(_ kind: TokenKind, _ name: String, _ field: String, _ text: String, _ problem: String?, at location: SourceLocation) {
        let key = kind.key(name, field)
        let shown = text.replacingOccurrences(of: "\n", with: " ")
        diagnostics.append(Diagnostic(kind: .unresolved, message: "\(key): `\(shown.prefix(80))` is not a value parity can read\(problem.map { " (\($0))" } ?? "")",
                                      location: location, key: key))
    }
}
