import Foundation
import ParityModel
import TreeSitterKit

/// A leaf of a style expression after following conditions and lookups: a node, or a token
/// name that a lookup table spelled as a string (`colors[background[variant]]`).
enum Leaf {
    case node(Node)
    case token(String, Node)
}

/// A JSX attribute that carries styles: the element's name, the attribute's row of
/// `Conventions.styleAttributes`, and the attribute's value.
struct StyleSite {
    let tag: Node
    let attribute: StyleAttribute
    let value: Node
}

/// What TSX extraction computes again and again from the same text, kept by one worker thread
/// for all its files: the same classes, tags, table keys and conditions recur in every
/// component, and each costs thousands of instructions to interpret (string splitting and
/// Foundation searches) against a hundred to look up. Every table caches a pure function of
/// its key; Tailwind facts also depend on `rem` (a key) and the typography names (checked by
/// `TSXExtractor.init`). Not thread-safe: one per worker, like its parsers.
final class TSXMemo {
    fileprivate struct ClassKey: Hashable { let name: String; let rem: Double }
    fileprivate var classFacts: [ClassKey: [(String, Value)]] = [:]
    fileprivate var typographyNames: Set<String> = []
    fileprivate var tokenNames: [String: String] = [:]
    fileprivate var axisKeys: [String: String] = [:]
    fileprivate var axes: [String: Axis] = [:]
    fileprivate var numbers: [String: Double?] = [:]
    fileprivate var tagParts: [String: String] = [:]
    /// Branches of a condition under no earlier condition (the usual case).
    fileprivate var branches: [String: (whenTrue: Condition?, whenFalse: Condition?)] = [:]

    init() {}

    /// `Normalize.tokenName`.
    func tokenName(_ raw: String) -> String { remember(&tokenNames, raw, Normalize.tokenName) }

    /// `TailwindClasses.facts(for:rem:typographyNames:)` for the typography names last given
    /// to `use(typographyNames:)`.
    func tailwindFacts(_ name: String, rem: Double) -> [(String, Value)] {
        remember(&classFacts, ClassKey(name: name, rem: rem)) { TailwindClasses.facts(for: $0.name, rem: $0.rem, typographyNames: typographyNames) }
    }

    /// Forgets the Tailwind facts learned with other typography names.
    func use(typographyNames names: Set<String>) {
        if names != typographyNames { classFacts = [:]; typographyNames = names }
    }

    /// `branches(forCondition:in:)`, remembered where `ctx` holds no condition yet.
    func branches(forCondition raw: String, in ctx: Condition) -> (whenTrue: Condition?, whenFalse: Condition?) {
        guard ctx == Condition() else { return ParityExtract.branches(forCondition: raw, in: ctx) }
        return remember(&branches, raw) { ParityExtract.branches(forCondition: $0, in: Condition()) }
    }

    /// `Normalize.number`.
    func number(_ raw: String) -> Double? { remember(&numbers, raw, Normalize.number) }

    /// The last `.`-separated segment of a tag: `LabelPrimitive.Root` -> `Root`.
    func lastSegment(ofTag tag: String) -> String {
        remember(&tagParts, tag) { String($0.split(separator: ".").last ?? Substring($0)) }
    }

    func axisKey(_ raw: String) -> String { remember(&axisKeys, raw, ParityExtract.axisKey) }
    func axis(forIdentifier name: String) -> Axis { remember(&axes, name, ParityExtract.axis(forIdentifier:)) }

    private func remember<K: Hashable, V>(_ table: inout [K: V], _ key: K, _ make: (K) -> V) -> V {
        if let v = table[key] { return v }
        let v = make(key)
        table[key] = v
        return v
    }
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

    /// Shared by the extractors of one worker thread (a fresh one by default).
    let memo: TSXMemo

    init(platform: Platform, conventions: Conventions, rem: Double, typographyNames: Set<String>, memo: TSXMemo = TSXMemo()) {
        self.platform = platform
        self.conventions = conventions
        self.rem = rem
        self.typographyNames = typographyNames
        self.memo = memo
        memo.use(typographyNames: typographyNames)
    }

    // Not inlined into the pipeline, so that a profile shows the TSX extraction as one entry.
    @inline(never)
    mutating func extract(_ file: ParsedFile, into sink: inout FactSink) throws {
        let reader = TSXStyleReader(conventions: conventions, rem: rem, memo: memo, root: file.root)
        for site in TSXExtractor.sites(in: file.root, styleAttributes: conventions.styleAttributes) { reader.read(site, into: &sink) }
    }

    // MARK: Finding styles

    // What `Grammars/tsx/queries/styles.scm` describes (`TSXSitesTests` holds them equal),
    // found by walking the tree: the query cost four times the walk, and compiling it more
    // than extracting 150 files.

    /// The file's top-level object tables by name (a later one wins over an earlier one).
    static func tables(in root: Node) -> [String: Node] {
        var tables: [String: Node] = [:]
        root.forEachChild { statement in
            switch statement.type {
            case "lexical_declaration":
                forEachTable(in: statement, styleSheets: true) { tables[$0] = $1 }
            case "export_statement":
                statement.forEachChild { d in
                    if d.type == "lexical_declaration" { forEachTable(in: d, styleSheets: false) { tables[$0] = $1 } }
                    return true
                }
            default: break
            }
            return true
        }
        return tables
    }

    /// The style attributes of the file's JSX elements, in document order of their values.
    static func sites(in root: Node, styleAttributes: [String: StyleAttribute]) -> [StyleSite] {
        var sites: [StyleSite] = []
        // Only a subtree with a `<` in its text can hold a JSX element, and most nodes of a
        // component (imports, tables, class lists) have none: the walk skips them, and the
        // types and closing tags that have one. Only where the tree has no syntax errors, where
        // every element starts with its `<` and a type holds nothing but types.
        let prune = !root.hasError
        let bytes = root.tree.source.bytes
        let elements = TSXExtractor.elements, holdNoElements = TSXExtractor.holdNoElements
        var nextAngle = -1  // the first `<` at or after the start of the node visited
        root.walk { node in
            if prune {
                let start = min(node.startByte, bytes.count)
                if nextAngle < start { nextAngle = bytes[start...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count }
                if nextAngle >= node.endByte { return false }
            }
            let symbol = node.symbol
            guard elements.contains(symbol) else { return !(prune && holdNoElements.contains(symbol)) }
            var tag: Node?
            node.forEachChild { attribute in
                guard attribute.type == "jsx_attribute" else { return true }
                var name: Node?
                attribute.forEachChild { child in
                    if let name {
                        // Every named node after the name is a value of the query's pattern.
                        if child.isNamed, let row = styleAttributes[name.text] {
                            if tag == nil { tag = node.child(field: "name") }
                            if let tag, tag.isNamed { sites.append(StyleSite(tag: tag, attribute: row, value: child)) }
                        }
                    } else if child.type == "property_identifier" {
                        name = child
                    }
                    return true
                }
                return true
            }
            return true
        }
        // The query reported an attribute when the walk reached its value, so an attribute of an
        // element inside another attribute's value (a render prop) comes before the rest.
        if !sites.isEmpty, zip(sites, sites.dropFirst()).contains(where: { $0.value.startByte > $1.value.startByte }) {
            sites = sites.enumerated().sorted { ($0.element.value.startByte, $0.offset) < ($1.element.value.startByte, $1.offset) }.map(\.element)
        }
        return sites
    }

    /// The elements whose attributes the walk reads.
    static let elements = Language.tsx.types(["jsx_opening_element", "jsx_self_closing_element"])

    /// Node types that cannot hold a JSX element, though their text may have a `<`.
    static let holdNoElements = Language.tsx.types([
        "type_annotation", "type_arguments", "type_parameters", "type_alias_declaration", "interface_declaration",
        "jsx_closing_element",
    ])

    /// The object tables a `const` declares: `const x = {…}`, and unless exported
    /// `const styles = StyleSheet.create({…})`.
    private static func forEachTable(in declaration: Node, styleSheets: Bool, _ visit: (String, Node) -> Void) {
        declaration.forEachChild { declarator in
            guard declarator.type == "variable_declarator", let name = declarator.child(field: "name"), name.type == "identifier",
                  let value = declarator.child(field: "value") else { return true }
            if value.type == "object" {
                visit(name.text, value)
            } else if styleSheets, value.type == "call_expression", let callee = value.child(field: "function"),
                      callee.type == "member_expression", callee.text == "StyleSheet.create",
                      let arguments = value.child(field: "arguments"), arguments.type == "arguments" {
                arguments.forEachChild { a in
                    if a.type == "object" { visit(name.text, a) }
                    return true
                }
            }
            return true
        }
    }

}

/// Follows the style expressions of one file to facts. A class, so that the many closures of
/// the walk share one reference: copying the conventions (two dozen tables) into each closure
/// cost a fifth of reading a StyleSheet.
final class TSXStyleReader {
    let conventions: Conventions
    let rem: Double
    let memo: TSXMemo
    let root: Node
    /// The file's top-level object tables, by name; found when an expression first looks one
    /// up (most Tailwind components never do).
    lazy var tables: [String: Node] = TSXExtractor.tables(in: root)

    init(conventions: Conventions, rem: Double, memo: TSXMemo, root: Node) {
        self.conventions = conventions
        self.rem = rem
        self.memo = memo
        self.root = root
    }

    func read(_ site: StyleSite, into sink: inout FactSink) {
        let part = site.attribute.part ?? partName(forTag: site.tag.text)
        let kind = site.attribute.kind
        forEachLeaf(site.value, Condition(), depth: 0) { leaf, ctx in
            switch kind {
            case .className: classLeaf(leaf, part: part, ctx, &sink)
            case .style: styleLeaf(leaf, part: part, ctx, &sink)
            case .color: colorLeaf(leaf, part: part, property: "color", ctx, &sink)
            }
        }
    }

    /// `LabelPrimitive.Root` -> root, `SwitchPrimitive.Thumb` -> thumb, `Text` -> text.
    func partName(forTag tag: String) -> String {
        let last = memo.lastSegment(ofTag: tag)
        if let mapped = conventions.tagParts[last] { return mapped }
        return memo.tokenName(last)
    }

    // MARK: Following expressions

    /// Visits the leaves of a style expression with the condition each holds under, in order.
    func forEachLeaf(_ node: Node, _ ctx: Condition, depth: Int, _ visit: (Leaf, Condition) -> Void) {
        guard depth < 64 else { return }
        let d = depth + 1
        switch node.type {
        case "jsx_expression", "parenthesized_expression", "spread_element":
            node.forEachChild { c in
                if c.isNamed, c.type != "comment" { forEachLeaf(c, ctx, depth: d, visit) }
                return true
            }
        case "arrow_function":
            guard let body = node.child(field: "body") else { return }
            if body.type == "statement_block" {
                for r in body.descendants("return_statement") {
                    r.forEachChild { c in
                        if c.isNamed { forEachLeaf(c, ctx, depth: d, visit) }
                        return true
                    }
                }
            } else {
                forEachLeaf(body, ctx, depth: d, visit)
            }
        case "call_expression":
            let callee = node.child(field: "function")?.text ?? ""
            guard conventions.classCombiners.contains(callee), let args = node.child(field: "arguments") else { return }
            args.forEachChild { c in
                if c.isNamed { forEachLeaf(c, ctx, depth: d, visit) }
                return true
            }
        case "binary_expression":
            guard let left = node.child(field: "left"), let right = node.child(field: "right") else { return }
            let op = node.child(field: "operator")?.text ?? ""
            if op == "&&" {
                guard let t = memo.branches(forCondition: left.text, in: ctx).whenTrue else { return }
                // `background[variant] && {…}`: the guard is a lookup that is truthy per key.
                forEachLeaf(right, left.type == "subscript_expression" ? ctx : t, depth: d, visit)
            } else if op == "||" || op == "??" {
                forEachLeaf(left, ctx, depth: d, visit)
                forEachLeaf(right, ctx, depth: d, visit)
            } else {
                visit(.node(node), ctx)
            }
        case "ternary_expression":
            guard let cond = node.child(field: "condition"), let a = node.child(field: "consequence"),
                  let b = node.child(field: "alternative") else { return }
            let condition = cond.text
            if condition.hasPrefix("typeof ") { return }
            let (t, f) = memo.branches(forCondition: condition, in: ctx)
            if let t { forEachLeaf(a, t, depth: d, visit) }
            if let f { forEachLeaf(b, f, depth: d, visit) }
        case "array":
            node.forEachChild { c in
                if c.isNamed { forEachLeaf(c, ctx, depth: d, visit) }
                return true
            }
        case "subscript_expression":
            let found = forEachBranch(ofLookup: node, ctx) { v, c in forEachLeaf(v, c, depth: d, visit) }
            if !found { visit(.node(node), ctx) }
        case "member_expression":
            if let obj = node.child(field: "object"), let table = tables[obj.text], let prop = node.child(field: "property"),
               let value = pairValue(table, key: prop.text) {
                forEachLeaf(value, ctx, depth: d, visit)
            } else {
                visit(.node(node), ctx)
            }
        default:
            visit(.node(node), ctx)
        }
    }

    /// `table[variant]` over a top-level object: visits one branch per key. False when `node`
    /// is not such a lookup.
    func forEachBranch(ofLookup node: Node, _ ctx: Condition, _ visit: (Node, Condition) -> Void) -> Bool {
        guard let obj = node.child(field: "object"), let table = tables[obj.text], table.type == "object",
              let index = node.child(field: "index") else { return false }
        let ax = memo.axis(forIdentifier: index.text)
        table.forEachChild { pair in
            guard pair.type == "pair", let k = pair.child(field: "key"), let v = pair.child(field: "value"),
                  let c = ctx.with(axis: ax, key: memo.axisKey(k.text)) else { return true }
            visit(v, c)
            return true
        }
        return true
    }

    /// The value of the pair of an object literal with a key (quoted or not).
    func pairValue(_ object: Node, key: String) -> Node? {
        var found: Node?
        object.forEachChild { pair in
            if pair.type == "pair", let k = pair.child(field: "key"), unquoted(k) == key {
                found = pair.child(field: "value")
                return false
            }
            return true
        }
        return found
    }

    // MARK: Tailwind

    /// The facts of the Tailwind classes of a string leaf, each under its state prefixes.
    func classLeaf(_ leaf: Leaf, part: String, _ ctx: Condition, _ sink: inout FactSink) {
        guard case let .node(node) = leaf, node.type == "string" || node.type == "template_string" else { return }
        let bytes = node.tree.source.bytes
        let range = TSXStyleReader.trimmed(TSXStyleReader.clamped(node.byteRange, bytes.count), in: bytes, quotes: TSXStyleReader.classQuotes)
        guard !bytes[range].contains(where: { $0 >= 0x80 }) else {
            // Not ASCII: whitespace and characters as `Character` sees them (U+00A0 separates
            // classes, a combining mark joins the character before it).
            for cls in node.text.trimmed("\"'`").split(whereSeparator: { $0.isWhitespace }) {
                var name = String(cls), c = ctx
                // State prefixes: `disabled:text-label-quaternary`, `active:bg-control-pressed`.
                while let colon = name.firstIndex(of: ":"), !name[..<colon].contains("[") {
                    guard let state = conventions.tailwindStatePrefixes[String(name[..<colon])] else { break }
                    c = c.with(state: state)
                    name = String(name[name.index(after: colon)...])
                }
                addClass(name, raw: String(cls), part: part, at: node, c, &sink)
            }
            return
        }
        // ASCII, the usual case: the same over bytes, where a byte is a character (`\r\n`,
        // one character, is whitespace either way). Splitting the `String` cost more than the
        // rest of a class's extraction.
        var i = range.lowerBound
        while i < range.upperBound {
            guard !TSXStyleReader.isASCIIWhitespace(bytes[i]) else { i += 1; continue }
            let start = i
            while i < range.upperBound, !TSXStyleReader.isASCIIWhitespace(bytes[i]) { i += 1 }
            var name = start, c = ctx
            var j = start
            // State prefixes, each ended by a colon before any `[`.
            while j < i, bytes[j] != UInt8(ascii: "[") {
                if bytes[j] == UInt8(ascii: ":") {
                    guard let state = conventions.tailwindStatePrefixes[String(decoding: bytes[name..<j], as: UTF8.self)] else { break }
                    c = c.with(state: state)
                    name = j + 1
                }
                j += 1
            }
            addClass(String(decoding: bytes[name..<i], as: UTF8.self), raw: String(decoding: bytes[start..<i], as: UTF8.self), part: part, at: node, c, &sink)
        }
    }

    private func addClass(_ name: String, raw: String, part: String, at node: Node, _ ctx: Condition, _ sink: inout FactSink) {
        for (property, value) in memo.tailwindFacts(name, rem: rem) { sink.add(part, property, value, raw: raw, at: node, ctx) }
    }

    private static let classQuotes: [UInt8] = Array("\"'`".utf8)
    private static let keyQuotes: [UInt8] = Array("\"'".utf8)

    /// Character.isWhitespace for an ASCII byte: tab, line feed, vertical tab, form feed, return, space.
    static func isASCIIWhitespace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }

    static func clamped(_ range: Range<Int>, _ count: Int) -> Range<Int> {
        let lo = max(0, min(range.lowerBound, count))
        return lo..<max(lo, min(range.upperBound, count))
    }

    /// `range` without leading and trailing `quotes` bytes.
    static func trimmed(_ range: Range<Int>, in bytes: [UInt8], quotes: [UInt8]) -> Range<Int> {
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi, quotes.contains(bytes[lo]) { lo += 1 }
        while hi > lo, quotes.contains(bytes[hi - 1]) { hi -= 1 }
        return lo..<hi
    }

    /// A node's text without its quotes: `node.text.trimmed("\"'")`, without building the
    /// quoted text first (the quotes are ASCII, so trimming bytes trims the same characters).
    func unquoted(_ node: Node) -> String {
        let bytes = node.tree.source.bytes
        let range = TSXStyleReader.trimmed(TSXStyleReader.clamped(node.byteRange, bytes.count), in: bytes, quotes: TSXStyleReader.keyQuotes)
        return String(decoding: bytes[range], as: UTF8.self)
    }

    // MARK: StyleSheet

    func styleLeaf(_ leaf: Leaf, part: String, _ ctx: Condition, _ sink: inout FactSink) {
        guard case let .node(node) = leaf else { return }
        switch node.type {
        case "object":
            node.forEachChild { child in
                guard child.isNamed else { return true }
                let type = child.type
                if type == "spread_element" {
                    var inner: Node?
                    child.forEachChild { n in
                        if n.isNamed { inner = n; return false }
                        return true
                    }
                    if let inner { spread(inner, part: part, ctx, &sink) }
                } else if type == "pair", let k = child.child(field: "key"), let prop = conventions.styleProperties[unquoted(k)],
                          let v = child.child(field: "value") {
                    forEachValueLeaf(v, ctx) { vleaf, vctx in styleValue(vleaf, prop, part: part, vctx, &sink) }
                }
                return true
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
            sink.add(part, "typography", Value(unit: .token, token: memo.tokenName(prop)), raw: node.text, at: node, ctx)
        } else if conventions.shadowObjects.contains(obj) {
            sink.add(part, "shadow", Value(unit: .token, token: memo.tokenName(prop)), raw: node.text, at: node, ctx)
        }
    }

    /// Follows ternaries, `&&` and lookups inside a style value.
    func forEachValueLeaf(_ node: Node, _ ctx: Condition, _ visit: (Leaf, Condition) -> Void) {
        switch node.type {
        case "parenthesized_expression":
            var first: Node?
            node.forEachChild { n in
                if n.isNamed { first = n; return false }
                return true
            }
            if let first { forEachValueLeaf(first, ctx, visit) }
        case "ternary_expression":
            guard let cond = node.child(field: "condition"), let a = node.child(field: "consequence"),
                  let b = node.child(field: "alternative") else { return }
            let (t, f) = memo.branches(forCondition: cond.text, in: ctx)
            if let t { forEachValueLeaf(a, t, visit) }
            if let f { forEachValueLeaf(b, f, visit) }
        case "subscript_expression":
            // colors[background[variant]]: the inner lookup names the token per key.
            if let index = node.child(field: "index"), index.type == "subscript_expression",
               forEachBranch(ofLookup: index, ctx, { v, c in
                   if v.type == "string" { visit(.token(unquoted(v), node), c) }
               }) {
                return
            }
            let found = forEachBranch(ofLookup: node, ctx) { v, c in forEachValueLeaf(v, c, visit) }
            if !found { visit(.node(node), ctx) }
        default:
            visit(.node(node), ctx)
        }
    }

    func styleValue(_ leaf: Leaf, _ prop: StyleProperty, part: String, _ ctx: Condition, _ sink: inout FactSink) {
        if prop.kind == .color {
            for name in prop.properties { colorLeaf(leaf, part: part, property: name, ctx, &sink) }
            return
        }
        guard case let .node(node) = leaf else { return }
        let text = unquoted(node)
        let value: Value?
        switch prop.kind {
        case .length, .letterSpacing:
            if let n = memo.number(text) {
                value = .number(n, .pt)
            } else if node.type == "member_expression", let obj = node.child(field: "object")?.text, conventions.radiusObjects.contains(obj),
                      let p = node.child(field: "property")?.text {
                value = Value(unit: .pt, token: memo.tokenName(p))
            } else { value = nil }
        case .weight:
            value = Normalize.reactNativeWeight(text).map { .number($0, .weight) }
        case .keyword:
            value = .keyword(conventions.keywordSpellings[text] ?? text)
        case .number:
            value = memo.number(text).map { .number($0, .ratio) }
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
            sink.add(part, property, Value(unit: .color, token: memo.tokenName(name)), raw: node.text, at: node, ctx)
        case let .node(node):
            let text = node.text
            if node.type == "member_expression", let obj = node.child(field: "object")?.text, conventions.colorObjects.contains(obj),
               let p = node.child(field: "property")?.text {
                sink.add(part, property, Value(unit: .color, token: memo.tokenName(p)), raw: text, at: node, ctx)
            } else if node.type == "string" || node.type == "template_string", let c = Normalize.cssColor(text) {
                sink.add(part, property, Value(unit: .color, color: ColorPair(light: c, dark: c)), raw: text, at: node, ctx)
            }
        }
    }
}
