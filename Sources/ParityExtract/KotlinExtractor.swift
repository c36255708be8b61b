import Foundation
import ParityModel
import TreeSitterKit

/// Extracts facts from a Compose component: layout composables (`Row`, `Column`, `Box`) and
/// their `Modifier` chains, `CompositionLocalProvider(LocalContentStyle provides …)`, text
/// composables, local `val`s, `if (enabled) a else b`, and enum tables
/// (`val ButtonVariant.background get() = when (this) { … }`).
struct KotlinExtractor {
    let conventions: Conventions
    private var whenTables: [String: [(String, Node)]] = [:]
    private var enumCases: [String: [String]] = [:]
    private var functions: [String: Node] = [:]
    private var locals: [String: Node] = [:]
    private var varTypes: [String: String] = [:]

    static let containers: [String: String?] = ["Row": "row", "Column": "column", "Box": nil, "Surface": nil, "LazyRow": "row", "LazyColumn": "column"]
    static let textComposables: Set<String> = ["BasicText", "Text", "BasicTextField", "TextField"]
    static let alignments: [String: String] = [
        "CenterVertically": "center", "CenterHorizontally": "center", "Center": "center", "Top": "start",
        "Bottom": "end", "Start": "start", "End": "end", "TopStart": "start",
    ]

    static let learnedTypes = Language.kotlin.types(["class_declaration", "property_declaration", "function_declaration"])
    /// Where enums, extension properties and functions are declared (Kotlin has no local enums
    /// or extension properties): learning a file descends only into these, not into the
    /// composables' expressions where most of its nodes are.
    static let declarationContainers = Language.kotlin.types([
        "class_declaration", "class_body", "enum_class_body", "object_declaration", "companion_object",
        "function_declaration", "function_body", "statements",
    ])

    init(conventions: Conventions, helpers: [ParsedFile]) {
        self.conventions = conventions
        for file in helpers { learn(file) }
    }

    /// Enums, `when (this)` tables and functions of a file; returns the file's functions.
    @discardableResult
    private mutating func learn(_ file: ParsedFile) -> [Node] {
        // One walk collects the three kinds of declaration read below.
        var classes: [Node] = [], properties: [Node] = [], functions: [Node] = []
        for node in file.root.collect(KotlinExtractor.learnedTypes, descendingInto: KotlinExtractor.declarationContainers) {
            switch node.type {
            case "class_declaration": classes.append(node)
            case "property_declaration": properties.append(node)
            case "function_declaration": functions.append(node)
            default: break
            }
        }
        for cls in classes where cls.firstNamedChild("modifiers")?.text.contains("enum") ?? false {
            let name = cls.firstNamedChild("type_identifier")?.text ?? ""
            enumCases[name] = cls.descendants("enum_entry").compactMap { $0.firstNamedChild("simple_identifier").map { axisKey($0.text) } }
        }
        for prop in properties {
            // Only extension properties (`val ButtonVariant.background: Color`) hold `when (this)` tables;
            // their head is enough to tell.
            let head = prop.tree.source.bytes[prop.startByte..<min(prop.endByte, prop.startByte + 200)]
            guard let (type, name) = KotlinExtractor.extensionProperty(head),
                  let when = prop.firstDescendant("when_expression")
                    ?? prop.nextNamedSibling.flatMap({ $0.type == "getter" ? $0.firstDescendant("when_expression") : nil }) else { continue }
            var out: [(String, Node)] = [], seen: Set<String> = [], fallback: Node?
            for entry in when.namedChildren where entry.type == "when_entry" {
                guard let body = entry.firstNamedChild("control_structure_body")?.namedChildren.first else { continue }
                let conds = entry.namedChildren.filter { $0.type == "when_condition" }
                if conds.isEmpty { fallback = body; continue }
                for c in conds {
                    let key = axisKey(c.text.dotParts.last ?? "")
                    seen.insert(key)
                    out.append((key, body))
                }
            }
            if let fallback { for c in enumCases[type] ?? [] where !seen.contains(c) { out.append((c, fallback)) } }
            whenTables["\(type).\(name)"] = out
        }
        for fn in functions {
            if let name = fn.firstNamedChild("simple_identifier")?.text, self.functions[name] == nil { self.functions[name] = fn }
        }
        return functions
    }

    mutating func extract(_ file: ParsedFile, component: String, into sink: inout FactSink) {
        let name = Normalize.pascal(component)
        for fn in learn(file) where fn.firstNamedChild("simple_identifier")?.text == name {
            locals = [:]
            varTypes = [:]
            for p in fn.firstNamedChild("function_value_parameters")?.namedChildren ?? [] where p.type == "parameter" {
                if let n = p.firstNamedChild("simple_identifier")?.text, let t = p.lastNamedChild?.text { varTypes[n] = t }
            }
            guard let statements = fn.firstNamedChild("function_body")?.firstNamedChild("statements") else { continue }
            for s in statements.namedChildren where s.type == "property_declaration" {
                if let n = s.firstNamedChild("variable_declaration")?.firstNamedChild("simple_identifier")?.text,
                   !s.hasChild("property_delegate"), let v = s.lastNamedChild, v.type != "variable_declaration" {
                    locals[n] = v
                }
            }
            for s in statements.namedChildren { visit(s, part: nil, outermost: true, Condition(), &sink, depth: 0) }
        }
    }

    /// (label, expression) pairs of a call.
    func arguments(_ call: Node) -> [(String?, Node)] {
        guard let list = call.firstNamedChild("call_suffix")?.firstNamedChild("value_arguments") else { return [] }
        return list.namedChildren.compactMap { arg in
            guard arg.type == "value_argument", let value = arg.lastNamedChild else { return nil }
            let labeled = arg.childCount >= 3 && arg.child(1)?.text == "="
            return (labeled ? arg.namedChild(0)?.text : nil, value)
        }
    }

    private func lambdaStatements(_ call: Node) -> [Node] {
        call.firstNamedChild("call_suffix")?.firstNamedChild("annotated_lambda")?.firstNamedChild("lambda_literal")?
            .firstNamedChild("statements")?.namedChildren ?? []
    }

    private mutating func visit(_ node: Node, part inherited: String?, outermost: Bool, _ ctx: Condition, _ sink: inout FactSink, depth: Int) {
        guard depth < 48 else { return }
        if node.type == "if_expression" {
            guard let cond = node.child(field: "condition") else { return }
            // A state that shows or hides a view is not a style state: keep only variant/size.
            let (t, f) = gate(branches(forCondition: cond.text, in: ctx), ctx)
            if let t, let body = node.child(field: "consequence") { for s in body.firstDescendant("statements")?.namedChildren ?? body.namedChildren { visit(s, part: inherited, outermost: outermost, t, &sink, depth: depth + 1) } }
            if let f, let body = node.child(field: "alternative") { for s in body.firstDescendant("statements")?.namedChildren ?? body.namedChildren { visit(s, part: inherited, outermost: outermost, f, &sink, depth: depth + 1) } }
            return
        }
        guard node.type == "call_expression", let callee = node.namedChild(0), callee.type == "simple_identifier" else { return }
        let name = callee.text
        let args = arguments(node)
        let comment = partNamedByComment(before: node, commentTypes: ["line_comment", "multiline_comment", "comment"])
        if let direction = KotlinExtractor.containers[name] {
            let part = comment ?? inherited ?? (outermost ? "root" : nil)
            if let part {
                if let direction { sink.add(part, "direction", .keyword(direction), raw: name, at: callee, ctx) }
                for (label, arg) in args {
                    switch label {
                    case "modifier": modifierChain(arg, part, ctx, &sink)
                    case "horizontalArrangement", "verticalArrangement":
                        if arg.text.contains("spacedBy"), let inner = arg.firstDescendant("value_argument")?.lastNamedChild {
                            length(inner, part, "gap", ctx, &sink)
                        }
                    case "verticalAlignment", "horizontalAlignment":
                        if let a = KotlinExtractor.alignments[arg.text.dotParts.last ?? ""] {
                            sink.add(part, "alignItems", .keyword(a), raw: arg.text, at: arg, ctx)
                        }
                    default: break
                    }
                }
            }
            for s in lambdaStatements(node) { visit(s, part: nil, outermost: false, ctx, &sink, depth: depth + 1) }
        } else if name == "CompositionLocalProvider" {
            for (_, arg) in args where arg.type == "infix_expression" {
                let parts = arg.namedChildren
                guard parts.count == 3 else { continue }
                if conventions.kotlinContentStyleLocals.contains(parts[0].text) { textStyle(parts[2], comment ?? "text", ctx, &sink) }
                if conventions.kotlinContentColorLocals.contains(parts[0].text) { color(parts[2], comment ?? "text", "color", ctx, &sink) }
            }
            for s in lambdaStatements(node) { visit(s, part: inherited, outermost: outermost, ctx, &sink, depth: depth + 1) }
        } else if KotlinExtractor.textComposables.contains(name) || functions[name] != nil || name == "Icon" {
            var part = comment ?? (KotlinExtractor.textComposables.contains(name) ? "text" : nil)
            if part == nil, let fn = functions[name], let doc = fn.previousNamedSibling, doc.type.contains("comment") { part = partNamed(inText: doc.text) }
            let p = part ?? Normalize.tokenName(name)
            // A text field that is the whole component: its modifiers style the root.
            let boxPart = comment == nil && outermost ? "root" : p
            for (label, arg) in args {
                switch label {
                case "style", "textStyle": textStyle(arg, p, ctx, &sink)
                case "color", "tint": color(arg, p, "color", ctx, &sink)
                case "fontWeight": weight(arg, p, ctx, &sink)
                case "modifier": modifierChain(arg, boxPart, ctx, &sink)
                default:
                    if arg.type == "lambda_literal" {
                        for s in arg.firstNamedChild("statements")?.namedChildren ?? [] { visit(s, part: nil, outermost: false, ctx, &sink, depth: depth + 1) }
                    }
                }
            }
        } else {
            for s in lambdaStatements(node) { visit(s, part: inherited, outermost: outermost, ctx, &sink, depth: depth + 1) }
        }
    }

    private func gate(_ b: (whenTrue: Condition?, whenFalse: Condition?), _ ctx: Condition) -> (Condition?, Condition?) {
        func strip(_ c: Condition?) -> Condition? { c.map { Condition(states: ctx.states, variant: $0.variant, size: $0.size) } }
        return (strip(b.whenTrue), strip(b.whenFalse))
    }

    /// `modifier.height(44.dp).padding(horizontal = 16.dp).background(color, RoundedCornerShape(Radius.md))`.
    private func modifierChain(_ node: Node, _ part: String, _ ctx: Condition, _ sink: inout FactSink) {
        var calls: [(String, Node)] = []
        var cur = node
        while cur.type == "call_expression", let nav = cur.namedChild(0), nav.type == "navigation_expression",
              let name = nav.firstNamedChild("navigation_suffix")?.firstNamedChild("simple_identifier")?.text, let target = nav.namedChild(0) {
            calls.append((name, cur))
            cur = target
        }
        for (name, call) in calls.reversed() {
            let args = arguments(call)
            let positional = args.filter { $0.0 == nil }.map(\.1)
            switch name {
            case "height", "width":
                if let a = positional.first { length(a, part, name, ctx, &sink) }
            case "size":
                if let a = positional.first { length(a, part, "width", ctx, &sink); length(a, part, "height", ctx, &sink) }
            case "heightIn", "defaultMinSize":
                if let a = args.first(where: { $0.0 == "min" || $0.0 == "minHeight" })?.1 { length(a, part, "minHeight", ctx, &sink) }
            case "padding":
                let sides: [String: [String]] = [
                    "horizontal": ["paddingStart", "paddingEnd"], "vertical": ["paddingTop", "paddingBottom"],
                    "start": ["paddingStart"], "end": ["paddingEnd"], "top": ["paddingTop"], "bottom": ["paddingBottom"],
                    "all": ["paddingTop", "paddingBottom", "paddingStart", "paddingEnd"],
                ]
                if positional.count == 1 { for s in sides["all"]! { length(positional[0], part, s, ctx, &sink) } }
                if positional.count == 2 {
                    for s in sides["horizontal"]! { length(positional[0], part, s, ctx, &sink) }
                    for s in sides["vertical"]! { length(positional[1], part, s, ctx, &sink) }
                }
                for (label, a) in args { for s in sides[label ?? ""] ?? [] { length(a, part, s, ctx, &sink) } }
            case "background":
                if let c = args.first(where: { $0.0 == nil || $0.0 == "color" })?.1 { color(c, part, "backgroundColor", ctx, &sink) }
                if let s = args.first(where: { $0.0 == "shape" })?.1 ?? (positional.count > 1 ? positional[1] : nil) { shape(s, part, ctx, &sink) }
            case "border":
                if let w = args.first(where: { $0.0 == "width" })?.1 ?? positional.first { length(w, part, "borderWidth", ctx, &sink) }
                if let c = args.first(where: { $0.0 == "color" })?.1 ?? (positional.count > 1 ? positional[1] : nil) { color(c, part, "borderColor", ctx, &sink) }
                if let s = args.first(where: { $0.0 == "shape" })?.1 ?? (positional.count > 2 ? positional[2] : nil) { shape(s, part, ctx, &sink) }
            case "clip":
                if let s = positional.first { shape(s, part, ctx, &sink) }
            case "shadow":
                if let t = positional.first, let last = t.text.split(separator: ".").last, t.text.contains(".") {
                    sink.add(part, "shadow", Value(unit: .token, token: Normalize.tokenName(String(last))), raw: t.text, at: t, ctx)
                }
            case "alpha":
                if let a = positional.first, let n = Normalize.number(a.text) { sink.add(part, "opacity", .number(n, .ratio), raw: a.text, at: a, ctx) }
            case "then":
                if let a = positional.first {
                    for (leaf, c) in leaves(a, ctx) { modifierChain(leaf, part, c, &sink) }
                }
            default: break
            }
        }
    }

    /// `val ButtonVariant.background:` in a declaration's first bytes -> ("ButtonVariant",
    /// "background"): the pattern `val\s+(\w+)\.(\w+)\s*:` scanned by hand (every property of
    /// every Kotlin file is tested, and a regular expression was most of learning a file).
    static func extensionProperty(_ head: ArraySlice<UInt8>) -> (String, String)? {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C }
        let val = Array("val".utf8)
        var start = head.startIndex
        while start + 3 <= head.endIndex {
            defer { start += 1 }
            guard head[start..<(start + 3)].elementsEqual(val) else { continue }
            var i = start + 3
            guard i < head.endIndex, isSpace(head[i]) else { continue }
            while i < head.endIndex, isSpace(head[i]) { i += 1 }
            let typeStart = i
            while i < head.endIndex, isWord(head[i]) { i += 1 }
            guard i > typeStart, i < head.endIndex, head[i] == UInt8(ascii: ".") else { continue }
            let typeEnd = i
            i += 1
            let nameStart = i
            while i < head.endIndex, isWord(head[i]) { i += 1 }
            let nameEnd = i
            guard nameEnd > nameStart else { continue }
            while i < head.endIndex, isSpace(head[i]) { i += 1 }
            guard i < head.endIndex, head[i] == UInt8(ascii: ":") else { continue }
            return (String(decoding: head[typeStart..<typeEnd], as: UTF8.self), String(decoding: head[nameStart..<nameEnd], as: UTF8.self))
        }
        return nil
    }

    /// `16.dp`, `(-0.5).sp`, `0.5f.em`: the number and its unit when the unit is one of `units`
    /// (the pattern `^\(?(-?[0-9.]+)[fF]?\)?\.(unit)$`, scanned by hand: every length of every
    /// component goes through here, and a regular expression cost a tenth of the extraction).
    static func unitNumber(_ text: String, units: Set<String>) -> (Double, String)? {
        let bytes = Array(text.utf8)
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let unit = String(decoding: bytes[(dot + 1)...], as: UTF8.self)
        guard units.contains(unit) else { return nil }
        var lo = 0, hi = dot
        if lo < hi, bytes[lo] == UInt8(ascii: "(") { lo += 1 }
        if lo < hi, bytes[hi - 1] == UInt8(ascii: ")") { hi -= 1 }
        if lo < hi, bytes[hi - 1] == UInt8(ascii: "f") || bytes[hi - 1] == UInt8(ascii: "F") { hi -= 1 }
        var digitsStart = lo
        if digitsStart < hi, bytes[digitsStart] == UInt8(ascii: "-") { digitsStart += 1 }
        guard digitsStart < hi, bytes[digitsStart..<hi].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }),
              let n = Double(String(decoding: bytes[lo..<hi], as: UTF8.self)) else { return nil }
        return (n, unit)
    }

    // MARK: Values

    func leaves(_ node: Node, _ ctx: Condition, depth: Int = 0) -> [(Node, Condition)] {
        guard depth < 32 else { return [] }
        switch node.type {
        case "if_expression":
            guard let cond = node.child(field: "condition") else { return [(node, ctx)] }
            let (t, f) = branches(forCondition: cond.text, in: ctx)
            let a = node.child(field: "consequence")?.namedChild(0), b = node.child(field: "alternative")?.namedChild(0)
            return (t.flatMap { t in a.map { leaves($0, t, depth: depth + 1) } } ?? []) + (f.flatMap { f in b.map { leaves($0, f, depth: depth + 1) } } ?? [])
        case "parenthesized_expression", "control_structure_body":
            return node.namedChild(0).map { leaves($0, ctx, depth: depth + 1) } ?? []
        case "statements":
            return node.lastNamedChild.map { leaves($0, ctx, depth: depth + 1) } ?? []
        case "simple_identifier":
            if let v = locals[node.text] { return leaves(v, ctx, depth: depth + 1) }
            return [(node, ctx)]
        case "navigation_expression":
            if let target = node.namedChild(0), target.type == "simple_identifier",
               let prop = node.firstNamedChild("navigation_suffix")?.firstNamedChild("simple_identifier")?.text {
                let type = varTypes[target.text] ?? whenTables.keys.first { $0.hasSuffix(".\(prop)") }?.split(separator: ".").first.map(String.init) ?? ""
                if let table = whenTables["\(type).\(prop)"] {
                    let ax = axis(forIdentifier: target.text)
                    return table.flatMap { key, expr in ctx.with(axis: ax, key: key).map { leaves(expr, $0, depth: depth + 1) } ?? [] }
                }
            }
            return [(node, ctx)]
        default:
            return [(node, ctx)]
        }
    }

    /// `Typography.base.copy(color = c, fontWeight = FontWeight.SemiBold)`, `size.textStyle`, `TextStyle(...)`.
    private func textStyle(_ node: Node, _ part: String, _ ctx: Condition, _ sink: inout FactSink) {
        var base = node
        if node.type == "call_expression", let nav = node.namedChild(0), nav.type == "navigation_expression",
           nav.firstNamedChild("navigation_suffix")?.text == ".copy", let target = nav.namedChild(0) {
            base = target
            for (label, arg) in arguments(node) {
                switch label {
                case "color": color(arg, part, "color", ctx, &sink)
                case "fontWeight": weight(arg, part, ctx, &sink)
                case "letterSpacing": letterSpacing(arg, part, ctx, &sink)
                case "fontSize": length(arg, part, "fontSize", ctx, &sink)
                default: break
                }
            }
        }
        if base.text.hasSuffix(".current") { return }
        for (leaf, c) in leaves(base, ctx) {
            let segs = leaf.text.dotParts
            if segs.count >= 2, conventions.kotlinTypographyObjects.contains(segs[segs.count - 2]) {
                sink.add(part, "typography", Value(unit: .token, token: Normalize.tokenName(segs.last!)), raw: leaf.text, at: leaf, c)
            } else if leaf.type == "call_expression", leaf.text.hasPrefix("TextStyle(") {
                for (label, arg) in arguments(leaf) {
                    if label == "fontWeight" { weight(arg, part, c, &sink) }
                    if label == "color" { color(arg, part, "color", c, &sink) }
                    if label == "fontSize" { length(arg, part, "fontSize", c, &sink) }
                    if label == "letterSpacing" { letterSpacing(arg, part, c, &sink) }
                }
            } else {
                sink.unresolved("cannot resolve text style `\(leaf.text)`", at: leaf, key: c.key(part: part, property: "typography"))
            }
        }
    }

    private func color(_ node: Node, _ part: String, _ property: String, _ ctx: Condition, _ sink: inout FactSink) {
        for (leaf, c) in leaves(node, ctx) {
            let text = leaf.text
            if let rgba = TokenReaders.kotlinColorLiteral(text) {
                sink.add(part, property, Value(unit: .color, color: ColorPair(light: rgba, dark: rgba)), raw: text, at: leaf, c)
                continue
            }
            var segs = text.dotParts
            var alpha: Double?
            if text.hasSuffix(")"), let g = groups(#"^(.*)\.copy\(\s*alpha\s*=\s*([0-9.]+)[fF]?\s*\)$"#, text), let b = g[0] {
                segs = b.dotParts; alpha = g[1].flatMap(Double.init)
            }
            if segs.count >= 2, conventions.kotlinColorObjects.contains(segs[segs.count - 2]) {
                var v = Value(unit: .color, token: Normalize.tokenName(segs.last!))
                if let alpha { v.number = alpha }
                sink.add(part, property, v, raw: text, at: leaf, c)
            } else {
                sink.unresolved("cannot resolve color `\(text)`", at: leaf, key: c.key(part: part, property: property))
            }
        }
    }

    private func length(_ node: Node, _ part: String, _ property: String, _ ctx: Condition, _ sink: inout FactSink) {
        for (leaf, c) in leaves(node, ctx) {
            let text = leaf.text
            if let (n, _) = KotlinExtractor.unitNumber(text, units: ["dp", "sp"]) {
                sink.add(part, property, .number(n, .pt), raw: text, at: leaf, c)
            } else if let segs = Optional(text.dotParts), segs.count >= 2,
                      conventions.radiusTypes.contains(segs[segs.count - 2]) || segs[segs.count - 2] == "radius" {
                sink.add(part, property, Value(unit: .pt, token: Normalize.tokenName(segs.last!)), raw: text, at: leaf, c)
            } else {
                sink.unresolved("cannot resolve length `\(text)`", at: leaf, key: c.key(part: part, property: property))
            }
        }
    }

    private func shape(_ node: Node, _ part: String, _ ctx: Condition, _ sink: inout FactSink) {
        let text = node.text
        if text == "CircleShape" || text == "RoundedCornerShape(50)" || text == "RoundedCornerShape(percent = 50)" {
            sink.add(part, "radius", Value(unit: .pt, token: "full"), raw: text, at: node, ctx)
        } else if text.hasPrefix("RoundedCornerShape("), let arg = arguments(node).first?.1 {
            length(arg, part, "radius", ctx, &sink)
        }
    }

    private func weight(_ node: Node, _ part: String, _ ctx: Condition, _ sink: inout FactSink) {
        for (leaf, c) in leaves(node, ctx) {
            let text = leaf.text
            let name = text.hasPrefix("FontWeight(") ? String(text.dropFirst(11).dropLast()) : text.dotParts.last ?? ""
            if let w = Normalize.composeWeight(name) {
                sink.add(part, "fontWeight", .number(w, .weight), raw: text, at: leaf, c)
            } else {
                sink.unresolved("cannot resolve font weight `\(text)`", at: leaf, key: c.key(part: part, property: "fontWeight"))
            }
        }
    }

    /// `(-0.02).em` as is; `x.sp` is points, converted with the font size later.
    private func letterSpacing(_ node: Node, _ part: String, _ ctx: Condition, _ sink: inout FactSink) {
        for (leaf, c) in leaves(node, ctx) {
            if let (n, unit) = KotlinExtractor.unitNumber(leaf.text, units: ["em", "sp"]) {
                let em = unit == "em"
                sink.add(part, em ? "letterSpacing" : "letterSpacingPt", .number(n, em ? .em : .pt), raw: leaf.text, at: leaf, c)
            }
        }
    }
}
