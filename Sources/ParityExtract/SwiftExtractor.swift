import Foundation
import ParityModel
import TreeSitterKit

/// Extracts facts from a SwiftUI component: the modifier chains of each view's `body` (or a
/// `ButtonStyle`'s `makeBody`), stacks, `isEnabled ? a : b`, `if` in view builders, and enum
/// tables (`variant.background` with `switch self`) from the component and its helper files.
struct SwiftExtractor {
    let conventions: Conventions
    /// `Type.property` -> the cases and the expression each gives (from `switch self`).
    private var switchTables: [String: [(String, Node)]] = [:]
    /// Enum name -> case names.
    private var enumCases: [String: [String]] = [:]
    /// Text-style helper -> default weight (from the helper's declaration).
    private var helperDefaults: [String: String] = [:]
    /// Stored property name -> type, in the struct being read.
    private var varTypes: [String: String] = [:]

    init(conventions: Conventions, helpers: [ParsedFile]) {
        self.conventions = conventions
        for file in helpers { learn(file) }
    }

    /// Enums, `switch self` tables and text-style helpers of a file; returns the file's type
    /// declarations (`class_declaration` nodes, also structs and enums) in document order.
    @discardableResult
    private mutating func learn(_ file: ParsedFile) -> [Node] {
        // One walk: enums, `switch self` statements (each belongs to the property around it,
        // named after every type that encloses that property) and functions.
        // The walk gives nodes in document order; the types and properties that enclose a node
        // are those on the stack whose range contains it (asking tree-sitter 0.20 for a parent
        // walks down from the root).
        var classes: [Node] = [], switches: [(Node, [Node])] = [], functions: [Node] = []
        var open: [Node] = []
        for node in file.root.collect(SwiftExtractor.learnedTypes, descendingInto: SwiftExtractor.declarationContainers) {
            while let last = open.last, last.endByte <= node.startByte { open.removeLast() }
            switch node.type {
            case "class_declaration": classes.append(node); open.append(node)
            case "property_declaration": open.append(node)
            case "function_declaration": functions.append(node)
            case "switch_statement" where node.namedChild(0)?.type == "self_expression": switches.append((node, open.reversed()))
            default: break
            }
        }
        for node in classes where node.hasChild("enum") {
            let name = node.namedChildren.first { $0.type == "type_identifier" || $0.type == "user_type" }?.text ?? ""
            var cases: [String] = []
            for entry in node.descendants("enum_entry") {
                cases += entry.namedChildren.filter { $0.type == "simple_identifier" }.map { axisKey($0.text) }
            }
            enumCases[name] = cases
        }
        for (sw, enclosing) in switches {
            for (i, p) in enclosing.enumerated() where p.type == "property_declaration" {
                guard p.firstDescendant("switch_statement")?.byteRange == sw.byteRange, let pname = p.firstDescendant("simple_identifier")?.text else { continue }
                for o in enclosing[(i + 1)...] where o.type == "class_declaration" {
                    let name = o.namedChildren.first { $0.type == "type_identifier" || $0.type == "user_type" }?.text ?? ""
                    switchTables["\(name).\(pname)"] = switchEntries(sw, typeName: name)
                }
            }
        }
        for fn in functions {
            guard let name = fn.firstNamedChild("simple_identifier")?.text,
                  conventions.swiftTextStyleHelpers.contains(name) else { continue }
            if let g = groups(#"weight:\s*Font\.Weight\s*=\s*\.(\w+)"#, fn.text), let w = g[0] { helperDefaults[name] = w }
            else { helperDefaults[name] = helperDefaults[name] ?? "" }
        }
        return classes
    }

    static let learnedTypes = Language.swift.types(["class_declaration", "property_declaration", "function_declaration", "switch_statement"])
    /// Where types, functions and `switch self` tables (a computed property's statements) are
    /// declared: learning a file descends only into these, not into the views' expressions
    /// where most of its nodes are.
    static let declarationContainers = Language.swift.types([
        "class_declaration", "class_body", "enum_class_body", "protocol_declaration", "protocol_body",
        "property_declaration", "computed_property", "computed_getter", "statements",
    ])

    private func switchEntries(_ sw: Node, typeName: String) -> [(String, Node)] {
        var out: [(String, Node)] = [], seen: Set<String> = [], defaultExpr: Node?
        for entry in sw.namedChildren where entry.type == "switch_entry" {
            guard let expr = entry.firstNamedChild("statements")?.namedChildren.first else { continue }
            let patterns = entry.namedChildren.filter { $0.type == "switch_pattern" }
            if patterns.isEmpty { defaultExpr = expr; continue }
            for p in patterns {
                let key = axisKey(p.text)
                seen.insert(key)
                out.append((key, expr))
            }
        }
        if let d = defaultExpr {
            for c in enumCases[typeName] ?? [] where !seen.contains(c) { out.append((c, d)) }
        }
        return out
    }

    mutating func extract(_ file: ParsedFile, into sink: inout FactSink) {
        for decl in learn(file) where decl.hasChild("struct") {
            varTypes = [:]
            for prop in decl.firstNamedChild("class_body")?.namedChildren ?? [] where prop.type == "property_declaration" {
                if let name = prop.firstNamedChild("pattern")?.text, let type = prop.firstNamedChild("type_annotation")?.namedChild(0)?.text {
                    varTypes[name] = type
                }
            }
            for member in decl.firstNamedChild("class_body")?.namedChildren ?? [] {
                let isBody = (member.type == "property_declaration" && member.firstNamedChild("pattern")?.text == "body")
                    || (member.type == "function_declaration" && ["makeBody", "body"].contains(member.namedChildren.first { $0.type == "simple_identifier" }?.text ?? ""))
                guard isBody, let statements = member.firstDescendant("statements") else { continue }
                for view in statements.namedChildren where view.type != "comment" {
                    visitView(view, part: nil, outermost: true, Condition(), &sink, depth: 0)
                }
            }
        }
    }

    // MARK: Views

    static let textViews: Set<String> = ["Text", "TextField", "SecureField", "content", "text", "title", "label", "configuration.label"]
    /// View arguments that are parts of their own: `TextField(…, prompt: Text(…))`.
    static let viewArgumentParts: [String: String] = ["prompt": "placeholder"]
    static let stacks: [String: String] = ["HStack": "row", "VStack": "column", "LazyHStack": "row", "LazyVStack": "column"]
    static let alignments: [String: String] = [
        "center": "center", "top": "start", "leading": "start", "bottom": "end", "trailing": "end",
        "firstTextBaseline": "baseline", "lastTextBaseline": "baseline",
    ]

    private mutating func visitView(_ node: Node, part inherited: String?, outermost: Bool, _ ctx: Condition, _ sink: inout FactSink, depth: Int) {
        guard depth < 48 else { return }
        if node.type == "if_statement" {
            let parts = node.namedChildren
            guard let cond = parts.first else { return }
            // A state that shows or hides a view is not a style state: keep only variant/size.
            let b = branches(forCondition: cond.text, in: ctx)
            let t = b.whenTrue.map { Condition(states: ctx.states, variant: $0.variant, size: $0.size) }
            let f = b.whenFalse.map { Condition(states: ctx.states, variant: $0.variant, size: $0.size) }
            var sawThen = false
            for child in parts.dropFirst() {
                if child.type == "statements" {
                    let c = sawThen ? f : t
                    sawThen = true
                    if let c { for v in child.namedChildren { visitView(v, part: inherited, outermost: outermost, c, &sink, depth: depth + 1) } }
                } else if child.type == "if_statement", let f {
                    visitView(child, part: inherited, outermost: outermost, f, &sink, depth: depth + 1)
                }
            }
            return
        }
        // Peel the modifier chain: outermost modifier first.
        var modifiers: [(String, Node, Node)] = []  // name, call_suffix, name node
        var base = node
        while true {
            if base.type == "call_expression", let callee = base.namedChild(0), let suffix = base.firstNamedChild("call_suffix"),
               callee.type == "navigation_expression", let target = callee.namedChild(0),
               let nameNode = callee.firstNamedChild("navigation_suffix")?.lastNamedChild,
               !(nameNode.text.first?.isUppercase ?? false) {
                modifiers.append((nameNode.text, suffix, nameNode))
                base = target
                continue
            }
            break
        }
        modifiers.reverse()
        var baseName = base.text
        var baseArgs: Node?
        if base.type == "call_expression", let callee = base.namedChild(0) {
            baseName = String(callee.text.split(separator: ".").last ?? Substring(callee.text))
            baseArgs = base.firstNamedChild("call_suffix")
        }
        let commentPart = partNamedByComment(before: node, commentTypes: ["comment", "multiline_comment"])
        let textLike = SwiftExtractor.textViews.contains(baseName) || SwiftExtractor.textViews.contains(base.text)
        let part = commentPart ?? inherited ?? (outermost ? "root" : (textLike ? "text" : nil))
        let textPart = commentPart ?? inherited ?? (textLike ? "text" : part)
        var produced = false

        if let boxPart = part {
            if let direction = SwiftExtractor.stacks[baseName] {
                sink.add(boxPart, "direction", .keyword(direction), raw: baseName, at: base, ctx)
                produced = true
                for (label, arg) in arguments(baseArgs) {
                    if label == "spacing" { length(arg, boxPart, "gap", ctx, &sink) }
                    if label == "alignment", let a = SwiftExtractor.alignments[arg.text.trimmed(".")] {
                        sink.add(boxPart, "alignItems", .keyword(a), raw: arg.text, at: arg, ctx)
                    }
                }
            } else if base.type == "navigation_expression", base.text.hasPrefix("Color.") {
                color(base, boxPart, "backgroundColor", ctx, &sink)
            }
        }
        for (label, arg) in arguments(baseArgs) {
            if let labeledPart = SwiftExtractor.viewArgumentParts[label ?? ""] {
                visitView(arg, part: labeledPart, outermost: false, ctx, &sink, depth: depth + 1)
            }
        }
        for (name, suffix, nameNode) in modifiers {
            produced = applyModifier(name, suffix, nameNode, boxPart: part, textPart: textPart, ctx, &sink) || produced
        }
        // Children: trailing closures of the base (`HStack { … }`, `label: { … }`).
        let passThrough = outermost && !produced && SwiftExtractor.stacks[baseName] == nil
        for lambda in base.firstNamedChild("call_suffix")?.namedChildren.filter({ $0.type == "lambda_literal" }) ?? [] {
            for v in lambda.firstNamedChild("statements")?.namedChildren ?? [] where v.type != "comment" {
                visitView(v, part: nil, outermost: passThrough, ctx, &sink, depth: depth + 1)
            }
        }
    }

    /// Applies one modifier; returns whether it set a box property (padding, frame, background…).
    private mutating func applyModifier(_ name: String, _ suffix: Node, _ nameNode: Node, boxPart: String?, textPart: String?,
                                        _ ctx: Condition, _ sink: inout FactSink) -> Bool {
        let args = arguments(suffix)
        let first = args.first?.1
        switch name {
        case "foregroundStyle", "foregroundColor":
            if let first, let p = textPart { color(first, p, "color", ctx, &sink) }
        case "fontWeight":
            if let first, let p = textPart { weight(first, p, ctx, &sink) }
        case "tracking", "kerning":
            if let first, let p = textPart { length(first, p, "letterSpacingPt", ctx, &sink) }
        case "font":
            guard let first, let p = textPart else { break }
            let inner = arguments(first.firstDescendant("call_suffix"))
            for (label, arg) in inner {
                if label == "size" { length(arg, p, "fontSize", ctx, &sink) }
                if label == "weight" { weight(arg, p, ctx, &sink) }
                if label == nil, first.text.contains("textStyle(") { typography(arg, p, ctx, &sink) }
            }
        case _ where conventions.swiftTextStyleHelpers.contains(name):
            guard let p = textPart else { break }
            if let first { typography(first, p, ctx, &sink) }
            if let w = args.first(where: { $0.0 == "weight" })?.1 {
                weight(w, p, ctx, &sink)
            } else if helperDefaults[name] == nil {
                // The helper's default weight is the platform default (regular), like a TSX
                // text without a `font-*` class: no fact. An unknown helper is reported.
                sink.unresolved("helper \(name) is not defined in the Swift sources; its default weight is unknown", at: nameNode, key: ctx.key(part: p, property: "fontWeight"))
            }
        case "padding":
            guard let p = boxPart else { return false }
            var edges = ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"]
            var amount: Node?
            for (label, arg) in args {
                if label == nil, arg.text.hasPrefix(".") || arg.text.hasPrefix("[") {
                    edges = SwiftExtractor.edges(arg.text)
                } else if label == nil || label == "length" {
                    amount = arg
                }
            }
            guard let amount else { return false }
            for e in edges { length(amount, p, e, ctx, &sink) }
            return true
        case "frame":
            guard let p = boxPart else { return false }
            var any = false
            for (label, arg) in args {
                if let prop = ["width": "width", "height": "height", "minHeight": "minHeight"][label ?? ""] {
                    length(arg, p, prop, ctx, &sink); any = true
                }
            }
            return any
        case "background":
            guard let p = boxPart, let first else { return false }
            color(first, p, "backgroundColor", ctx, &sink)
            if let shape = args.first(where: { $0.0 == "in" })?.1 { radius(shape, p, ctx, &sink) }
            return true
        case "clipShape", "cornerRadius":
            guard let p = boxPart, let first else { return false }
            if name == "cornerRadius" { length(first, p, "radius", ctx, &sink) } else { radius(first, p, ctx, &sink) }
            return true
        case "overlay", "border":
            guard let p = boxPart else { return false }
            if name == "border", let first {
                color(first, p, "borderColor", ctx, &sink)
                if let w = args.first(where: { $0.0 == "width" })?.1 { length(w, p, "borderWidth", ctx, &sink) }
                return true
            }
            strokes(in: suffix, p, ctx, &sink)
            return true
        case "shadow":
            guard let p = boxPart, let first, first.text.hasPrefix(".") else { return false }
            sink.add(p, "shadow", Value(unit: .token, token: Normalize.tokenName(String(first.text.dropFirst()))), raw: first.text, at: first, ctx)
            return true
        case "opacity":
            if let first, let p = boxPart, let n = Normalize.number(first.text) { sink.add(p, "opacity", .number(n, .ratio), raw: first.text, at: first, ctx) }
        default: break
        }
        return false
    }

    /// `Shape().stroke(color, lineWidth: 1)` inside an overlay, with `if` conditions.
    private mutating func strokes(in node: Node, _ part: String, _ ctx: Condition, _ sink: inout FactSink) {
        node.walk { n in
            if n.type == "if_statement", let cond = n.namedChild(0), let t = branches(forCondition: cond.text, in: ctx).whenTrue {
                for s in n.namedChildren.dropFirst() where s.type == "statements" { strokes(in: s, part, t, &sink) }
                return false
            }
            guard n.type == "call_expression", let callee = n.namedChild(0), callee.type == "navigation_expression",
                  callee.firstNamedChild("navigation_suffix")?.lastNamedChild?.text == "stroke",
                  let target = callee.namedChild(0) else { return true }
            let args = arguments(n.firstNamedChild("call_suffix"))
            if let c = args.first(where: { $0.0 == nil })?.1 { color(c, part, "borderColor", ctx, &sink) }
            if let w = args.first(where: { $0.0 == "lineWidth" })?.1 { length(w, part, "borderWidth", ctx, &sink) }
            radius(target, part, ctx, &sink)
            return false
        }
    }

    static func edges(_ text: String) -> [String] {
        var out: [String] = []
        for e in text.utf8.split(whereSeparator: { $0 | 0x20 < UInt8(ascii: "a") || $0 | 0x20 > UInt8(ascii: "z") }).map({ String(Substring($0)) }) {
            switch e {
            case "horizontal": out += ["paddingStart", "paddingEnd"]
            case "vertical": out += ["paddingTop", "paddingBottom"]
            case "top": out.append("paddingTop")
            case "bottom": out.append("paddingBottom")
            case "leading": out.append("paddingStart")
            case "trailing": out.append("paddingEnd")
            case "all": out += ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"]
            default: break
            }
        }
        return out
    }

    /// (label, expression) pairs of a call suffix's value arguments.
    func arguments(_ suffix: Node?) -> [(String?, Node)] {
        guard let list = suffix?.firstNamedChild("value_arguments") else { return [] }
        return list.namedChildren.compactMap { arg in
            guard arg.type == "value_argument", let value = arg.lastNamedChild else { return nil }
            let label = arg.firstNamedChild("value_argument_label")?.text
            return (label, value)
        }
    }

    // MARK: Values

    /// Follows ternaries, parentheses and `switch self` tables.
    func leaves(_ node: Node, _ ctx: Condition, depth: Int = 0) -> [(Node, Condition)] {
        guard depth < 32 else { return [] }
        switch node.type {
        case "ternary_expression":
            let c = node.namedChildren
            guard c.count == 3 else { return [(node, ctx)] }
            // The grammar reads `a ? x : b ? y : z` as `(a ? x : b) ? y : z`; re-associate.
            if c[0].type == "ternary_expression", c[0].namedChildCount == 3, let a = c[0].namedChild(0), let x = c[0].namedChild(1), let b = c[0].namedChild(2) {
                let (t, f) = branches(forCondition: a.text, in: ctx)
                let (t2, f2) = f.map { branches(forCondition: b.text, in: $0) } ?? (nil, nil)
                return (t.map { leaves(x, $0, depth: depth + 1) } ?? []) + (t2.map { leaves(c[1], $0, depth: depth + 1) } ?? []) + (f2.map { leaves(c[2], $0, depth: depth + 1) } ?? [])
            }
            let (t, f) = branches(forCondition: c[0].text, in: ctx)
            return (t.map { leaves(c[1], $0, depth: depth + 1) } ?? []) + (f.map { leaves(c[2], $0, depth: depth + 1) } ?? [])
        case "tuple_expression" where node.namedChildCount == 1:
            return leaves(node.namedChild(0)!, ctx, depth: depth + 1)
        case "navigation_expression":
            if let target = node.namedChild(0), target.type == "simple_identifier",
               let prop = node.firstNamedChild("navigation_suffix")?.lastNamedChild?.text {
                let type = varTypes[target.text] ?? switchTables.keys.first { $0.hasSuffix(".\(prop)") }?.split(separator: ".").first.map(String.init) ?? ""
                if let table = switchTables["\(type).\(prop)"] {
                    let ax = axis(forIdentifier: target.text)
                    return table.flatMap { key, expr in
                        ctx.with(axis: ax, key: key).map { leaves(expr, $0, depth: depth + 1) } ?? []
                    }
                }
            }
            return [(node, ctx)]
        default:
            return [(node, ctx)]
        }
    }

    static let systemColors: Set<String> = ["white", "black", "clear"]

    private func color(_ node: Node, _ part: String, _ property: String, _ ctx: Condition, _ sink: inout FactSink) {
        for (leaf, c) in leaves(node, ctx) {
            var text = leaf.text
            var alpha: Double?
            if text.hasSuffix(")"), let g = groups(#"^(.*)\.opacity\(\s*([0-9.]+)\s*\)$"#, text), let base = g[0] { text = base; alpha = g[1].flatMap(Double.init) }
            if text.hasPrefix("Color.") { text = String(text.dropFirst(6)) } else if text.hasPrefix(".") { text = String(text.dropFirst()) }
            guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                if !text.contains("(") {
                    sink.unresolved("cannot resolve color `\(leaf.text)`", at: leaf, key: c.key(part: part, property: property))
                }
                continue
            }
            if SwiftExtractor.systemColors.contains(text), var rgba = Normalize.cssColor(text == "clear" ? "transparent" : text) {
                if let a = alpha { rgba.alpha = a }
                sink.add(part, property, Value(unit: .color, color: ColorPair(light: rgba, dark: rgba)), raw: leaf.text, at: leaf, c)
            } else {
                var v = Value(unit: .color, token: Normalize.tokenName(text))
                if let a = alpha { v.number = a }
                sink.add(part, property, v, raw: leaf.text, at: leaf, c)
            }
        }
    }

    private func length(_ node: Node, _ part: String, _ property: String, _ ctx: Condition, _ sink: inout FactSink) {
        for (leaf, c) in leaves(node, ctx) {
            let text = leaf.text
            if let n = Normalize.number(text) {
                sink.add(part, property, .number(n, .pt), raw: text, at: leaf, c)
            } else if let (type, name) = SwiftExtractor.typeMember(text), conventions.radiusTypes.contains(type) {
                sink.add(part, property, Value(unit: .pt, token: Normalize.tokenName(name)), raw: text, at: leaf, c)
            } else if text != "nil", text != ".infinity" {
                sink.unresolved("cannot resolve length `\(text)`", at: leaf, key: c.key(part: part, property: property))
            }
        }
    }

    /// `Radius.md` -> ("Radius", "md"): two word-character names around one dot, else nil.
    static func typeMember(_ text: String) -> (String, String)? {
        // Over the bytes (ASCII word characters, or any non-ASCII byte as `\w` would take a letter).
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isWord) }) else { return nil }
        return (String(Substring(parts[0])), String(Substring(parts[1])))
    }

    /// `RoundedRectangle(cornerRadius: Radius.md)`, `Capsule()`, `Circle()`.
    private func radius(_ node: Node, _ part: String, _ ctx: Condition, _ sink: inout FactSink) {
        let text = node.text
        if text.hasPrefix("Capsule") || text.hasPrefix("Circle") || text == ".capsule" || text == ".circle" {
            sink.add(part, "radius", Value(unit: .pt, token: "full"), raw: text, at: node, ctx)
        } else if text.contains("RoundedRectangle"), let arg = arguments(node.firstDescendant("call_suffix")).first(where: { $0.0 == "cornerRadius" })?.1 {
            length(arg, part, "radius", ctx, &sink)
        }
    }

    private func weight(_ node: Node, _ part: String, _ ctx: Condition, _ sink: inout FactSink) {
        for (leaf, c) in leaves(node, ctx) {
            let name = leaf.text.dotParts.last ?? ""
            if let w = Normalize.swiftWeight(name) {
                sink.add(part, "fontWeight", .number(w, .weight), raw: leaf.text, at: leaf, c)
            } else {
                sink.unresolved("cannot resolve font weight `\(leaf.text)`", at: leaf, key: c.key(part: part, property: "fontWeight"))
            }
        }
    }

    private func typography(_ node: Node, _ part: String, _ ctx: Condition, _ sink: inout FactSink) {
        for (leaf, c) in leaves(node, ctx) {
            let text = leaf.text
            let parts = text.split(separator: ".")
            if let name = parts.last, parts.count == 1 || conventions.swiftTypographyTypes.contains(String(parts[0])), text.hasPrefix(".") || parts.count == 2 {
                sink.add(part, "typography", Value(unit: .token, token: Normalize.tokenName(String(name))), raw: text, at: leaf, c)
            } else {
                sink.unresolved("cannot resolve text style `\(text)`", at: leaf, key: c.key(part: part, property: "typography"))
            }
        }
    }
}
