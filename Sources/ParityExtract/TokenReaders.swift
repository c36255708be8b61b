import Foundation
import ParityModel
import TreeSitterKit

/// Reads each platform's token files into a `TokenTable`.
enum TokenReaders {
    /// SwiftUI: `static let` members of `extension Color` (`Color.adaptive(light:dark:)`),
    /// `extension TextStyle` (`TextStyle(size:lineHeight:letterSpacing:)`, letter-spacing in
    /// points as `.tracking` takes it) and `enum Radius`.
    static func swift(_ files: [ParsedFile], into table: inout TokenTable) {
        for file in files {
            for decl in file.root.descendants("property_declaration") {
                guard let owner = decl.ancestor(["class_declaration", "protocol_declaration"]),
                      let ownerName = owner.child(field: "name")?.text,
                      let nameNode = decl.child(field: "name"),
                      let value = decl.child(field: "value") else { continue }
                let name = Normalize.tokenName(nameNode.text.replacingOccurrences(of: "`", with: ""))
                let text = value.text, loc = file.location(nameNode)
                switch ownerName.split(separator: ".").last.map(String.init) ?? ownerName {
                case "Color":
                    if let pair = swiftAdaptiveColor(text) {
                        table.colors[name] = TokenEntry(value: pair, raw: text, location: loc)
                    }
                case "TextStyle":
                    let args = labeledNumbers(text)
                    if let size = args["size"], let lh = args["lineHeight"] {
                        let ls = Normalize.letterSpacingEm(points: args["letterSpacing"] ?? 0, fontSize: size)
                        table.typography[name] = TokenEntry(value: TypographyValue(size: size, lineHeight: lh, letterSpacing: ls), raw: text, location: loc)
                    }
                case "Radius":
                    if let n = Normalize.number(text) {
                        table.radius[name] = TokenEntry(value: n, raw: text, location: loc)
                    }
                default: break
                }
            }
        }
    }

    /// `Color.adaptive(light: .init(0x1D1D1F), dark: .init(0xFFFFFF, 0.1))` or `Color(0x1D1D1F)`.
    static func swiftAdaptiveColor(_ text: String) -> ColorPair? {
        func rgba(_ label: String) -> RGBA? {
            guard let g = groups(label + #":\s*(?:RGBA)?\.?(?:init)?\(\s*(0x[0-9A-Fa-f]+)\s*(?:,\s*([0-9.]+))?\s*\)"#, text),
                  let hex = g[0].flatMap(Normalize.integerLiteral) else { return nil }
            return Normalize.rgbHex(hex, alpha: g[1].flatMap(Double.init) ?? 1)
        }
        if let light = rgba("light") { return ColorPair(light: light, dark: rgba("dark") ?? light) }
        if let g = groups(#"^Color\(\s*(?:hex:\s*)?(0x[0-9A-Fa-f]+)\s*(?:,\s*(?:alpha|opacity):\s*([0-9.]+))?\)"#, text),
           let hex = g[0].flatMap(Normalize.integerLiteral) {
            let c = Normalize.rgbHex(hex, alpha: g[1].flatMap(Double.init) ?? 1)
            return ColorPair(light: c, dark: c)
        }
        return nil
    }

    /// `label: 17` pairs of a call's text.
    static func labeledNumbers(_ text: String) -> [String: Double] {
        guard let re = regex(#"(\w+)\s*[:=]\s*(-?[0-9][0-9_.]*[fFdD]?)"#) else { return [:] }
        var out: [String: Double] = [:]
        for m in re.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            if let k = Range(m.range(at: 1), in: text), let v = Range(m.range(at: 2), in: text), let n = Normalize.number(String(text[v])) {
                out[String(text[k])] = n
            }
        }
        return out
    }

    /// Compose: `val LightColors = Colors(name = Color(0xAARRGGBB)…)` and `DarkColors`,
    /// `object Radius { val md = 8.dp }`, `object Typography { val base = textStyle(17.0, 22.0, -0.026) }`
    /// where `textStyle`'s definition says which parameter is which field and unit.
    static func kotlin(_ files: [ParsedFile], into table: inout TokenTable) {
        let styleFunctions = kotlinTextStyleFunctions(files)
        var light: [String: (RGBA, String, SourceLocation)] = [:], dark = light
        for file in files {
            for decl in file.root.descendants("property_declaration") {
                guard let nameNode = decl.descendants("simple_identifier").first,
                      let value = decl.namedChildren.last, value.startByte > nameNode.endByte else { continue }
                let declName = nameNode.text
                let owner = decl.ancestor(["object_declaration", "class_declaration"])?.namedChildren.first { $0.type == "type_identifier" }?.text
                if owner == nil, value.type == "call_expression", declName.lowercased().contains("light") || declName.lowercased().contains("dark") {
                    let isDark = declName.lowercased().contains("dark")
                    for arg in value.descendants("value_argument") where arg.parent?.parent?.parent.map({ $0.byteRange == value.byteRange }) ?? false {
                        guard let label = arg.namedChildren.first, label.type == "value_argument_label" || label.type == "simple_identifier",
                              let expr = arg.namedChildren.last, let c = kotlinColorLiteral(expr.text) else { continue }
                        let name = Normalize.tokenName(label.text)
                        let entry = (c, expr.text, file.location(label))
                        if isDark { dark[name] = entry } else { light[name] = entry }
                    }
                    continue
                }
                let name = Normalize.tokenName(declName), loc = file.location(nameNode), text = value.text
                switch owner {
                case "Radius":
                    if let n = Normalize.number(text.replacingOccurrences(of: ".dp", with: "")) {
                        table.radius[name] = TokenEntry(value: n, raw: text, location: loc)
                    }
                case "Typography":
                    if let t = kotlinTypography(value, styleFunctions) {
                        table.typography[name] = TokenEntry(value: t, raw: text, location: loc)
                    }
                default: break
                }
            }
        }
        mergeModes(light: light, dark: dark, into: &table)
    }

    typealias ModeColor = (RGBA, String, SourceLocation)

    /// Pairs light and dark palettes by name; a color with no dark entry is the same in both.
    static func mergeModes(light: [String: ModeColor], dark: [String: ModeColor], into table: inout TokenTable) {
        for (name, (l, raw, loc)) in light {
            let d = dark[name]?.0 ?? l
            table.colors[name] = TokenEntry(value: ColorPair(light: l, dark: d), raw: raw + (dark[name].map { " / " + $0.1 } ?? ""), location: loc)
        }
    }

    /// `Color(0xFF1D1D1F)`, `Color(0xFF000000).copy(alpha = 0.04f)`, `Color.White`, `Color.Black`.
    static func kotlinColorLiteral(_ text: String) -> RGBA? {
        var base: RGBA?
        if let g = groups(#"^Color\(\s*(0x[0-9A-Fa-f_]+)\s*\)"#, text), let hex = g[0].flatMap(Normalize.integerLiteral) {
            base = hex > 0xFFFFFF || (g[0]?.count ?? 0) > 8 ? Normalize.argbHex(hex) : Normalize.rgbHex(hex)
        } else if let g = groups(#"^Color\.(White|Black|Transparent)"#, text) {
            base = Normalize.cssColor(g[0] ?? "")
        }
        guard var c = base else { return nil }
        if let g = groups(#"\.copy\(\s*alpha\s*=\s*([0-9.]+)[fF]?\s*\)"#, text), let a = g[0].flatMap(Double.init) { c.alpha = a }
        return c
    }

    /// Parameter positions of text-style builder functions: `fun textStyle(size, lineHeight,
    /// letterSpacing) = TextStyle(fontSize = size.sp, lineHeight = lineHeight.sp, letterSpacing = letterSpacing.em)`.
    struct StyleFunction { var fields: [(field: String, unit: String)] }

    static func kotlinTextStyleFunctions(_ files: [ParsedFile]) -> [String: StyleFunction] {
        var out: [String: StyleFunction] = [:]
        for file in files {
            for fn in file.root.descendants("function_declaration") {
                guard let name = fn.namedChildren.first(where: { $0.type == "simple_identifier" })?.text,
                      let params = fn.firstNamedChild("function_value_parameters") else { continue }
                let body = fn.text
                guard body.contains("TextStyle(") else { continue }
                var fields: [(String, String)] = []
                for p in params.namedChildren where p.type == "parameter" {
                    guard let pname = p.firstNamedChild("simple_identifier")?.text else { continue }
                    if let g = groups(#"(\w+)\s*=\s*"# + pname + #"\.(sp|em|dp)\b"#, body) {
                        fields.append((g[0] ?? pname, g[1] ?? "sp"))
                    } else {
                        fields.append((pname, "?"))
                    }
                }
                out[name] = StyleFunction(fields: fields)
            }
        }
        return out
    }

    static func kotlinTypography(_ value: Node, _ functions: [String: StyleFunction]) -> TypographyValue? {
        let text = value.text
        var fields: [String: Double] = [:], units: [String: String] = [:]
        if let g = groups(#"^(\w+)\((.*)\)$"#, text.replacingOccurrences(of: "\n", with: " ")), let fname = g[0], let fn = functions[fname] {
            let args = (g[1] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for (i, arg) in args.enumerated() where i < fn.fields.count {
                let parts = arg.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let raw = parts.last ?? arg
                let field = parts.count == 2 ? (fn.fields.first { $0.field == parts[0] }?.field ?? parts[0]) : fn.fields[i].field
                if let n = Normalize.number(raw) { fields[field] = n; units[field] = fn.fields[i].unit }
            }
        } else {
            // TextStyle(fontSize = 17.sp, lineHeight = 22.sp, letterSpacing = (-0.026).em)
            if let re = regex(#"(\w+)\s*=\s*\(?(-?[0-9.]+)[fF]?\)?\.(sp|em)"#) {
                for m in re.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let s = { (i: Int) in Range(m.range(at: i), in: text).map { String(text[$0]) } ?? "" }
                    fields[s(1)] = Double(s(2)); units[s(1)] = s(3)
                }
            }
        }
        guard let size = fields["fontSize"] ?? fields["size"], let lh = fields["lineHeight"] else { return nil }
        var ls = fields["letterSpacing"] ?? 0
        if units["letterSpacing"] == "sp" { ls = Normalize.letterSpacingEm(points: ls, fontSize: size) }
        return TypographyValue(size: size, lineHeight: lh, letterSpacing: ls)
    }

    /// StyleSheet `theme.ts`: `light`/`dark` palettes of CSS color strings, `fontSize` (points,
    /// React Native letter-spacing in points) and `radius`.
    static func styleSheet(_ files: [ParsedFile], into table: inout TokenTable) {
        var light: [String: (RGBA, String, SourceLocation)] = [:], dark = light
        for file in files {
            for decl in file.root.descendants("variable_declarator") {
                guard let name = decl.child(field: "name")?.text, let obj = decl.child(field: "value"), obj.type == "object" else { continue }
                let lower = name.lowercased()
                for pair in obj.namedChildren where pair.type == "pair" {
                    guard let keyNode = pair.child(field: "key"), let v = pair.child(field: "value") else { continue }
                    let key = Normalize.tokenName(keyNode.text.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
                    let loc = file.location(keyNode)
                    if lower == "light" || lower == "dark" || lower.hasSuffix("lightcolors") || lower.hasSuffix("darkcolors") {
                        if let c = Normalize.cssColor(v.text) {
                            if lower.contains("dark") { dark[key] = (c, v.text, loc) } else { light[key] = (c, v.text, loc) }
                        }
                    } else if lower == "fontsize" || lower == "typography" || lower == "textstyles" {
                        let nums = labeledNumbers(v.text)
                        if let size = nums["fontSize"], let lh = nums["lineHeight"] {
                            let ls = Normalize.letterSpacingEm(points: nums["letterSpacing"] ?? 0, fontSize: size)
                            table.typography[key] = TokenEntry(value: TypographyValue(size: size, lineHeight: lh, letterSpacing: ls), raw: v.text, location: loc)
                        }
                    } else if lower == "radius" || lower == "radii" {
                        if let n = Normalize.number(v.text) { table.radius[key] = TokenEntry(value: n, raw: v.text, location: loc) }
                    }
                }
            }
        }
        mergeModes(light: light, dark: dark, into: &table)
    }
}
