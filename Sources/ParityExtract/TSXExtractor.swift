import Foundation
import ParityModel
import TreeSitterKit

/// A leaf of a style expression after following conditions and lookups: a node, or a token
/// name that a lookup table spelled as a string (`colors[background[variant]]`).
enum Leaf {
    case node(Node)
    case token(String, Node)
}

/// Extracts facts from a TSX component: Tailwind classes (Uniwind, NativeWind) or StyleSheet
/// objects, following `cn(...)`, `state.x && …`, ternaries, style arrays and functions of
/// `state`, and `Record<Variant, …>` lookups.
struct TSXExtractor {
    let platform: Platform
    let conventions: Conventions
    /// Points per rem (Tailwind flavors).
    let rem: Double
    /// Typography token names known anywhere in the design system, to tell `text-base` (a
    /// typography step) from `text-label` (a color).
    let typographyNames: Set<String>

    private var tables: [String: Node] = [:]

    init(platform: Platform, conventions: Conventions, rem: Double, typographyNames: Set<String>) {
        self.platform = platform
        self.conventions = conventions
        self.rem = rem
        self.typographyNames = typographyNames
    }

    /// Compiles the TSX query before any worker starts, so that a broken query stops the run (exit 2).
    static func loadQueries() throws { _ = try Queries.get(.tsx, "styles") }

    mutating func extract(_ file: ParsedFile, into sink: inout FactSink) throws {
        let query = try Queries.get(.tsx, "styles")
        let cursor = QueryCursor()
        let matches = cursor.matches(query, in: file.root)
        for m in matches {
            if let name = m["table.name"], let value = m["table.value"] { tables[name.text] = value }
        }
        for m in matches {
            guard let attr = m["style.attribute"], let value = m["style.value"],
                  let role = conventions.styleAttributes[attr.text] else { continue }
            guard let tag = m["style.tag"]?.text else { continue }
            let part = role.part ?? partName(forTag: tag)
            for (leaf, ctx) in leaves(value, Condition(), depth: 0) {
                switch role.kind {
                case .className: classLeaf(leaf, part: part, ctx, &sink)
                case .style: styleLeaf(leaf, part: part, ctx, &sink)
                case .color: colorLeaf(leaf, part: part, property: "color", ctx, &sink)
                }
            }
        }
    }

    /// `LabelPrimitive.Root` -> root, `SwitchPrimitive.Thumb` -> thumb, `Text` -> text.
    func partName(forTag tag: String) -> String {
        let last = String(tag.split(separator: ".").last ?? Substring(tag))
        if let mapped = conventions.tagParts[last] { return mapped }
        return Normalize.tokenName(last)
    }

    // MARK: Following expressions

    /// The leaves of a style expression with the condition each holds under.
    func leaves(_ node: Node, _ ctx: Condition, depth: Int) -> [(Leaf, Condition)] {
        guard depth < 64 else { return [] }
        let d = depth + 1
        switch node.type {
        case "jsx_expression", "parenthesized_expression", "spread_element":
            return node.namedChildren.filter { $0.type != "comment" }.flatMap { leaves($0, ctx, depth: d) }
        case "arrow_function":
            guard let body = node.child(field: "body") else { return [] }
            if body.type == "statement_block" {
                return body.descendants("return_statement").flatMap { r in r.namedChildren.flatMap { leaves($0, ctx, depth: d) } }
            }
            return leaves(body, ctx, depth: d)
        case "call_expression":
            let callee = node.child(field: "function")?.text ?? ""
            guard conventions.classCombiners.contains(callee), let args = node.child(field: "arguments") else { return [] }
            return args.namedChildren.flatMap { leaves($0, ctx, depth: d) }
        case "binary_expression":
            guard let left = node.child(field: "left"), let right = node.child(field: "right") else { return [] }
            let op = node.child(field: "operator")?.text ?? ""
            if op == "&&" {
                guard let t = branches(forCondition: left.text, in: ctx).whenTrue else { return [] }
                // `background[variant] && {…}`: the guard is a lookup that is truthy per key.
                if left.type == "subscript_expression" { return leaves(right, ctx, depth: d) }
                return leaves(right, t, depth: d)
            }
            if op == "||" || op == "??" { return leaves(left, ctx, depth: d) + leaves(right, ctx, depth: d) }
            return [(.node(node), ctx)]
        case "ternary_expression":
            guard let cond = node.child(field: "condition"), let a = node.child(field: "consequence"),
                  let b = node.child(field: "alternative") else { return [] }
            if cond.text.hasPrefix("typeof ") { return [] }
            let (t, f) = branches(forCondition: cond.text, in: ctx)
            return (t.map { leaves(a, $0, depth: d) } ?? []) + (f.map { leaves(b, $0, depth: d) } ?? [])
        case "array":
            return node.namedChildren.flatMap { leaves($0, ctx, depth: d) }
        case "subscript_expression":
            if let lookup = lookup(node, ctx) { return lookup.flatMap { leaves($0.0, $0.1, depth: d) } }
            return [(.node(node), ctx)]
        case "member_expression":
            if let obj = node.child(field: "object"), let prop = node.child(field: "property"),
               let table = tables[obj.text], let value = pairValue(table, key: prop.text) {
                return leaves(value, ctx, depth: d)
            }
            return [(.node(node), ctx)]
        default:
            return [(.node(node), ctx)]
        }
    }

    /// `table[variant]` over a top-level object: one branch per key.
    func lookup(_ node: Node, _ ctx: Condition) -> [(Node, Condition)]? {
        guard let obj = node.child(field: "object"), let index = node.child(field: "index"),
              let table = tables[obj.text], table.type == "object" else { return nil }
        let ax = axis(forIdentifier: index.text)
        return table.namedChildren.compactMap { pair in
            guard pair.type == "pair", let k = pair.child(field: "key"), let v = pair.child(field: "value"),
                  let c = ctx.with(axis: ax, key: axisKey(k.text)) else { return nil }
            return (v, c)
        }
    }

    func pairValue(_ object: Node, key: String) -> Node? {
        object.namedChildren.first { $0.type == "pair" && $0.child(field: "key")?.text.trimmed("\"'") == key }?.child(field: "value")
    }

    // MARK: Tailwind

    func classLeaf(_ leaf: Leaf, part: String, _ ctx: Condition, _ sink: inout FactSink) {
        guard case let .node(node) = leaf, node.type == "string" || node.type == "template_string" else { return }
        let text = node.text.trimmed("\"'`")
        for cls in text.split(whereSeparator: { $0.isWhitespace }) {
            var name = String(cls), c = ctx
            // State prefixes: `disabled:text-label-quaternary`, `active:bg-control-pressed`.
            while let colon = name.firstIndex(of: ":"), !name[..<colon].contains("[") {
                let prefix = String(name[..<colon])
                guard let state = conventions.tailwindStatePrefixes[prefix] else { break }
                c = c.with(state: state)
                name = String(name[name.index(after: colon)...])
            }
            for (property, value) in TailwindClasses.facts(for: name, rem: rem, typographyNames: typographyNames) {
                sink.add(part, property, value, raw: String(cls), at: node, c)
            }
        }
    }

    // MARK: StyleSheet

    func styleLeaf(_ leaf: Leaf, part: String, _ ctx: Condition, _ sink: inout FactSink) {
        guard case let .node(node) = leaf else { return }
        switch node.type {
        case "object":
            for child in node.namedChildren {
                if child.type == "spread_element", let inner = child.namedChildren.first {
                    spread(inner, part: part, ctx, &sink)
                } else if child.type == "pair", let k = child.child(field: "key"), let v = child.child(field: "value") {
                    let key = k.text.trimmed("\"'")
                    guard let prop = conventions.styleProperties[key] else { continue }
                    for (vleaf, vctx) in valueLeaves(v, ctx) { styleValue(vleaf, prop, part: part, vctx, &sink) }
                }
            }
        case "member_expression":
            spread(node, part: part, ctx, &sink)
        default: break
        }
    }

    /// `...fontSize.base`, `fontSize.base` in a style array, `...shadow.md`.
    func spread(_ node: Node, part: String, _ ctx: Condition, _ sink: inout FactSink) {
        guard node.type == "member_expression", let obj = node.child(field: "object")?.text,
              let prop = node.child(field: "property")?.text else { return }
        if conventions.typographyObjects.contains(obj) {
            sink.add(part, "typography", Value(unit: .token, token: Normalize.tokenName(prop)), raw: node.text, at: node, ctx)
        } else if conventions.shadowObjects.contains(obj) {
            sink.add(part, "shadow", Value(unit: .token, token: Normalize.tokenName(prop)), raw: node.text, at: node, ctx)
        }
    }

    /// Follows ternaries, `&&` and lookups inside a style value.
    func valueLeaves(_ node: Node, _ ctx: Condition) -> [(Leaf, Condition)] {
        switch node.type {
        case "parenthesized_expression":
            return node.namedChildren.first.map { valueLeaves($0, ctx) } ?? []
        case "ternary_expression":
            guard let cond = node.child(field: "condition"), let a = node.child(field: "consequence"),
                  let b = node.child(field: "alternative") else { return [] }
            let (t, f) = branches(forCondition: cond.text, in: ctx)
            return (t.map { valueLeaves(a, $0) } ?? []) + (f.map { valueLeaves(b, $0) } ?? [])
        case "subscript_expression":
            // colors[background[variant]]: the inner lookup names the token per key.
            if let index = node.child(field: "index"), index.type == "subscript_expression", let inner = lookup(index, ctx) {
                return inner.compactMap { v, c in
                    let name = v.text.trimmed("\"'")
                    return v.type == "string" ? (.token(name, node), c) : nil
                }
            }
            if let l = lookup(node, ctx) { return l.flatMap { valueLeaves($0.0, $0.1) } }
            return [(.node(node), ctx)]
        default:
            return [(.node(node), ctx)]
        }
    }

    func styleValue(_ leaf: Leaf, _ prop: StyleProperty, part: String, _ ctx: Condition, _ sink: inout FactSink) {
        if prop.kind == .color {
            for name in prop.properties { colorLeaf(leaf, part: part, property: name, ctx, &sink) }
            return
        }
        guard case let .node(node) = leaf else { return }
        let text = node.text.trimmed("\"'")
        let value: Value?
        switch prop.kind {
        case .length, .letterSpacing:
            if let n = Normalize.number(text) {
                value = .number(n, .pt)
            } else if node.type == "member_expression", let obj = node.child(field: "object")?.text, conventions.radiusObjects.contains(obj),
                      let p = node.child(field: "property")?.text {
                value = Value(unit: .pt, token: Normalize.tokenName(p))
            } else { value = nil }
        case .weight:
            value = Normalize.reactNativeWeight(text).map { .number($0, .weight) }
        case .keyword:
            value = .keyword(conventions.keywordSpellings[text] ?? text)
        case .number:
            value = Normalize.number(text).map { .number($0, .ratio) }
        case .color:
            value = nil
        }
        guard let value else { return }
        let names = prop.kind == .letterSpacing ? ["letterSpacingPt"] : prop.properties
        for name in names { sink.add(part, name, value, raw: node.text, at: node, ctx) }
    }

    func colorLeaf(_ leaf: Leaf, part: String, property: String, _ ctx: Condition, _ sink: inout FactSink) {
        switch leaf {
        case let .token(name, node):
            sink.add(part, property, Value(unit: .color, token: Normalize.tokenName(name)), raw: node.text, at: node, ctx)
        case let .node(node):
            let text = node.text
            if node.type == "member_expression", let obj = node.child(field: "object")?.text, conventions.colorObjects.contains(obj),
               let p = node.child(field: "property")?.text {
                sink.add(part, property, Value(unit: .color, token: Normalize.tokenName(p)), raw: text, at: node, ctx)
            } else if node.type == "string" || node.type == "template_string", let c = Normalize.cssColor(text) {
                sink.add(part, property, Value(unit: .color, color: ColorPair(light: c, dark: c)), raw: text, at: node, ctx)
            }
        }
    }
}
