import Foundation
import ParityIR
import ParityModel
import TreeSitterKit

/// Swift (SwiftUI) syntax tree -> IR. The only code that knows tree-sitter-swift's node types.
/// A walk, not queries: compiling a query against the Swift grammar costs seconds (design.md
/// *Parsing*).
struct SwiftLowering: Lowering {
    let cx: LoweringContext
    /// Properties the file declares with a leading underscore (`private let _makeBody: (Config) ->
    /// AnyView` of a type-erased style): `_makeBody = { … }` sets that property, not the storage
    /// of a wrapped `makeBody` (`self._isOn = isOn`). Read off the file's bytes the first time an
    /// assignment to such a name is lowered.
    final class Underscored { var names: Set<String>? }
    let underscored = Underscored()

    static func lower(_ root: Node, file: Int) -> [Decl] {
        let l = SwiftLowering(cx: LoweringContext(file: file, tree: root.tree))
        return l.declarations(root)
    }

    /// Whether the file declares `name` (`_makeBody`) as a property of its own (`let _makeBody`, `var _makeBody`).
    func declaresUnderscored(_ name: String) -> Bool {
        if underscored.names == nil { underscored.names = SwiftLowering.underscoredProperties(cx.source.bytes) }
        return underscored.names!.contains(name)
    }

    /// The names after `let _`/`var _` in the file's bytes (`private let _makeBody`).
    static func underscoredProperties(_ b: [UInt8]) -> Set<String> {
        let keywords = [Array("let ".utf8), Array("var ".utf8)]
        var out: Set<String> = []
        var i = 4
        while i < b.count {
            defer { i += 1 }
            guard b[i] == UInt8(ascii: "_"), keywords.contains(where: { b[(i - 4)..<i].elementsEqual($0) }),
                  i == 4 || !DesignSystem.isNameByte(b[i - 5]) else { continue }
            var e = i + 1
            while e < b.count, DesignSystem.isNameByte(b[e]) { e += 1 }
            if e > i + 1 { out.insert(String(decoding: b[i..<e], as: UTF8.self)) }
            i = e - 1
        }
        return out
    }

    // MARK: declarations

    /// The declarations among a container's children (a file, a type or extension body), with
    /// the comments before each as its doc.
    func declarations(_ container: Node) -> [Decl] {
        var out: [Decl] = []
        var comments: [String] = []
        container.forEachChild { c in
            switch c.kind {
            case .comment, .multilineComment:
                let text = c.text.commentText
                if !text.isSectionMark { comments.append(text) }
                return true
            case .classDeclaration: out.append(typeDecl(c, doc: comments))
            case .protocolDeclaration: out.append(protocolDecl(c, doc: comments))
            case .propertyDeclaration: out += properties(c, doc: comments)
            case .functionDeclaration: out.append(function(c, doc: comments))
            case .initDeclaration: out.append(function(c, doc: comments, name: "init"))
            case .subscriptDeclaration: out.append(subscriptDecl(c, doc: comments))
            case .typealiasDeclaration: if let a = typeAlias(c) { out.append(a) }
            case .enumEntry: break
            default: break
            }
            comments = []
            return true
        }
        return out
    }

    func doc(_ comments: [String]) -> String? { comments.isEmpty ? nil : comments.joined(separator: "\n") }

    /// `typealias Style = BPKSwitchStyle`: a declaration naming its target type (generic arguments
    /// and an optional's `?` left out), or nil where the target is not a plain type name.
    func typeAlias(_ n: Node) -> Decl? {
        let children = n.children
        guard let name = children.firstNamed(.typeIdentifier)?.text, let value = initializer(children) else { return nil }
        let target = String(value.text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }).lastDotPart
        guard !target.isEmpty, target.first?.isUppercase == true else { return nil }
        let d = Decl(.type, name: name, loc: cx.loc(n))
        d.aliasOf = target
        return d
    }

    /// Attributes (`@Environment(\.isEnabled)`, `@ViewBuilder`) with their arguments, and the
    /// keywords of a declaration's modifiers (`static`, `private`).
    /// (`children`: a declaration's children, listed once for everything asked of them.)
    func modifiers(_ children: [Node]) -> (attributes: [(name: String, args: [Arg])], words: Set<String>) {
        var attrs: [(name: String, args: [Arg])] = []
        var words: Set<String> = []
        func read(_ mods: Node) {
            mods.forEachChild { m in
                if m.kind == .attribute { attrs.append(attribute(m)) } else if m.isNamed { words.insert(m.text) }
                return true
            }
        }
        for c in children {
            if c.kind == .modifiers { read(c) } else if c.kind == .attribute { attrs.append(attribute(c)) }
        }
        return (attrs, words)
    }

    func attribute(_ m: Node) -> (name: String, args: [Arg]) {
        var name = ""
        var args: [Arg] = []
        var label: String?
        m.forEachChild { c in
            if c.kind == .userType, name.isEmpty { name = typeName(c); return true }
            if c.kind == .simpleIdentifier, c.nextNamedSibling != nil, !name.isEmpty {
                // `@ScaledMetric(relativeTo: .body)`: a label before its value.
                label = c.text
                return true
            }
            if c.isNamed, !name.isEmpty { args.append(Arg(label: label, expr(c))); label = nil }
            return true
        }
        return (name, args)
    }

    /// A type written with its owner (`Text.Color`, `Text.Color?` without the `?`), else nil.
    func qualifiedName(_ n: Node) -> String? {
        var t = Substring(n.text)
        while let last = t.last, last == "?" || last == "!" || last == " " { t = t.dropLast() }
        guard t.containsByte("."), t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
        return String(t)
    }

    /// The plain name of a type (`ButtonSize` of `ButtonSize?`, `Bar` of `Foo.Bar`: nested types
    /// are known by their own name; `Binding<Bool>` stays whole).
    func typeName(_ n: Node) -> String {
        if let b = cx.ascii(n) {
            // The same by bytes: `Character` steps were most of its cost.
            var start = b.startIndex, end = b.endIndex
            if let lt = b.firstIndex(of: UInt8(ascii: "<")), !b.starts(with: "Binding".utf8) { end = lt }
            while end > start, b[end - 1] == UInt8(ascii: "?") || b[end - 1] == UInt8(ascii: "!") || b[end - 1] == UInt8(ascii: " ") { end -= 1 }
            while start < end, b[start] == UInt8(ascii: " ") { start += 1 }
            if !b[start..<end].contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "(") }),
               let dot = b[start..<end].lastIndex(of: UInt8(ascii: ".")) { start = dot + 1 }
            return String(decoding: b[start..<end], as: UTF8.self)
        }
        var t = Substring(n.text)
        if let lt = t.firstIndex(of: "<"), !t.hasPrefix("Binding") { t = t[..<lt] }
        while let c = t.last, c == "?" || c == "!" || c == " " { t.removeLast() }
        while let c = t.first, c == " " { t.removeFirst() }
        // Plain names only (no generics, function types or `some`): the last dotted segment.
        if !t.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "(") }),
           let dot = t.lastIndex(of: ".") { t = t[t.index(after: dot)...] }
        return String(t)
    }

    /// A literal's text without digit separators.
    func digits(_ n: Node) -> String {
        let t = n.text
        return t.utf8.contains(UInt8(ascii: "_")) ? t.filter { $0 != "_" } : t
    }

    /// The keyword of a `class_declaration` (`struct`, `class`, `enum`, `extension`, `actor`).
    func keyword(_ children: [Node]) -> String {
        for c in children where !c.isNamed {
            switch c.kind {
            case .struct, .class, .enum, .extension, .actor: return c.type
            default: continue
            }
        }
        return ""
    }

    func typeDecl(_ n: Node, doc comments: [String]) -> Decl {
        // The children listed once: each `firstNamedChild` or `forEachChild` walked them again.
        let children = n.children
        let kw = keyword(children)
        let name: String
        if kw == "extension" {
            name = children.firstNamed(.userType).map(typeName) ?? "?"
        } else {
            name = children.firstNamed(.typeIdentifier)?.text ?? "?"
        }
        let kind: Decl.Kind = kw == "extension" ? .extension : kw == "enum" ? .enumeration : .type
        let d = Decl(kind, name: name, loc: cx.loc(n))
        if kw == "extension" { d.receiver = name }
        d.typeKind = kw
        d.doc = doc(comments)
        let (attrs, words) = modifiers(children)
        d.annotations = attrs
        d.isFilePrivate = words.contains("private") || words.contains("fileprivate")
        for c in children where c.kind == .inheritanceSpecifier { d.supertypes.append(typeName(c)) }
        if let body = children.firstNamed(.classBody) {
            d.members = declarations(body)
        } else if let body = children.firstNamed(.enumClassBody) {
            d.members = declarations(body)
            body.forEachChild { c in
                if c.kind == .enumEntry {
                    d.cases += enumCases(c)
                    if let name = c.firstNamedChild("simple_identifier").map({ unquote($0.text) }), let ps = c.firstNamedChild("enum_type_parameters") {
                        d.caseParams[name] = associatedValues(ps)
                    }
                }
                return true
            }
        }
        // `static let none: Self = .symbol(.none)`: `Self` is the type (for an extension, the extended one).
        for m in d.members where m.type == "Self" { m.type = name }
        return d
    }

    func protocolDecl(_ n: Node, doc comments: [String]) -> Decl {
        let d = Decl(.type, name: n.firstNamedChild("type_identifier")?.text ?? "?", loc: cx.loc(n))
        d.typeKind = "protocol"
        d.doc = doc(comments)
        return d
    }

    /// `case sm, md = "m", lg(Int)`: the names, with a raw value as their argument.
    func enumCases(_ n: Node) -> [(name: String, args: [Arg], loc: Loc)] {
        var out: [(name: String, args: [Arg], loc: Loc)] = []
        var afterEquals = false
        n.forEachChild { c in
            if c.kind == .simpleIdentifier {
                out.append((unquote(c.text), [], cx.loc(c)))
                afterEquals = false
            } else if c.kind == .equals {
                afterEquals = true
            } else if afterEquals, c.isNamed, !out.isEmpty {
                out[out.count - 1].args = [Arg(label: "rawValue", expr(c))]
                afterEquals = false
            }
            return true
        }
        return out
    }

    /// `(_ status: Status? = nil, inverted: Bool = false)` of an enum case: each value's name (its
    /// internal one, else the label; positional ones `$0`, `$1`), type and default.
    func associatedValues(_ n: Node) -> [Param] {
        var out: [Param] = []
        var ids: [String] = []
        var type: String?
        var afterEquals = false
        var def: Expr?
        func flush() {
            guard !ids.isEmpty || type != nil else { return }
            let name = ids.last.flatMap { $0 == "_" ? nil : $0 } ?? "$\(out.count)"
            out.append(Param(name: name, label: ids.first.flatMap { $0 == "_" ? nil : $0 }, type: type, defaultValue: def, loc: cx.loc(n)))
            ids = []; type = nil; def = nil; afterEquals = false
        }
        n.forEachChild { c in
            switch c.kind {
            case .comma: flush()
            case .equals: afterEquals = true
            case .simpleIdentifier where type == nil && !afterEquals: ids.append(c.text)
            case .wildcardPattern: ids.append("_")
            default:
                guard c.isNamed || c.kind == .nil else { break }
                if afterEquals { def = expr(c) } else if type == nil { type = typeName(c) }
            }
            return true
        }
        flush()
        return out
    }

    /// `` `default` `` -> `default`.
    func unquote(_ s: String) -> String { s.hasPrefix("`") && s.hasSuffix("`") && s.count > 2 ? String(s.dropFirst().dropLast()) : s }

    /// A property declaration (one binding; `let a = 1, b = 2` gives the first).
    func properties(_ n: Node, doc comments: [String]) -> [Decl] {
        guard let p = property(n, doc: comments) else { return [] }
        return [p]
    }

    func property(_ n: Node, doc comments: [String]) -> Decl? {
        let children = n.children
        guard let pattern = children.firstNamed(.pattern), let id = pattern.firstNamedChild("simple_identifier") ?? (pattern.namedChildCount == 0 ? pattern : nil) else { return nil }
        let d = Decl(.property, name: unquote(id.text), loc: cx.loc(n))
        let (attrs, words) = modifiers(children)
        d.annotations = attrs
        d.isStatic = words.contains("static") || words.contains("class")
        d.isFilePrivate = words.contains("private") || words.contains("fileprivate")
        d.doc = doc(comments)
        if let t = children.firstNamed(.typeAnnotation), let ty = t.lastNamedChild {
            d.type = typeName(ty)
            d.qualifiedType = qualifiedName(ty)
        }
        if let v = initializer(children) { d.value = expr(v) }
        // A `var` of an optional type without an initializer starts as `nil` (Swift's implicit
        // initial value; the memberwise init's parameter defaults to it).
        else if let ty = children.firstNamed(.typeAnnotation)?.lastNamedChild, ty.kind == .optionalType,
                children.firstNamed(.valueBindingPattern)?.text == "var", d.annotations.isEmpty { d.value = cx.expr(.null, ty) }
        if let c = children.firstNamed(.computedProperty) { d.body = computedBody(c); d.value = nil }
        return d
    }

    /// The expression after `=` among a declaration's children (a property's initializer), or nil.
    func initializer(_ children: [Node]) -> Node? {
        var eq = false
        for c in children {
            if c.kind == .equals { eq = true } else if eq, c.isNamed || c.kind == .nil { return c }
        }
        return nil
    }

    /// `{ statements }` or `{ get { … } set { … } }`.
    func computedBody(_ c: Node) -> Block {
        if let g = c.firstNamedChild("computed_getter") { return g.firstNamedChild("statements").map { Block(statements($0)) } ?? Block([]) }
        return c.firstNamedChild("statements").map { Block(statements($0)) } ?? Block([])
    }

    /// `static subscript(size: Size) -> Metrics { table[size] ?? … }`: a function named `subscript`
    /// (`Metrics[size]` calls it), whose parameters take no label unless they name one
    /// (`subscript(key k: Int)`), its body the getter's.
    func subscriptDecl(_ n: Node, doc comments: [String]) -> Decl {
        let d = function(n, doc: comments, name: "subscript")
        d.params = d.params.map { p in
            var p = p
            if p.label == p.name { p.label = nil; p.positionalOnly = true }
            return p
        }
        if let c = n.children.firstNamed(.computedProperty) { d.body = computedBody(c) }
        return d
    }

    func function(_ n: Node, doc comments: [String], name fixed: String? = nil) -> Decl {
        let children = n.children
        let name = fixed ?? children.firstNamed(.simpleIdentifier).map { unquote($0.text) } ?? "?"
        let d = Decl(.function, name: name, loc: cx.loc(n))
        let (attrs, words) = modifiers(children)
        d.annotations = attrs
        d.isStatic = words.contains("static") || words.contains("class")
        d.isFilePrivate = words.contains("private") || words.contains("fileprivate")
        d.doc = doc(comments)
        d.params = parameters(children)
        // A parameter of one of the function's type parameters is of that one's constraint
        // (`init<S: StringProtocol>(_ title: S)`: a text, `ComponentEntry.textTypes`).
        if let tps = children.firstNamed(.typeParameters) {
            var constraints: [String: String] = [:]
            for tp in tps.children where tp.kind == .typeParameter {
                let named = tp.children.filter(\.isNamed)
                if named.count >= 2, named[0].kind == .typeIdentifier { constraints[named[0].text] = typeName(named[1]) }
            }
            for i in d.params.indices { if let t = d.params[i].type, let c = constraints[t] { d.params[i].type = c } }
        }
        var afterArrow = false
        for c in children {
            if c.kind == .arrow { afterArrow = true } else if afterArrow, c.isNamed, c.kind != .functionBody, c.kind != .typeConstraints {
                d.type = typeName(c)
                d.qualifiedType = qualifiedName(c)
                afterArrow = false
            }
        }
        if let body = children.firstNamed(.functionBody) {
            d.body = body.firstNamedChild("statements").map { Block(statements($0)) } ?? Block([])
        }
        return d
    }

    /// The parameters of a function or init: `_ title: S`, `variant v: Variant = .default`,
    /// `@ViewBuilder content: () -> Content`.
    func parameters(_ children: [Node]) -> [Param] {
        var out: [Param] = []
        var afterEquals = false
        for c in children {
            switch c.kind {
            case .parameter:
                var ids: [String] = []
                var type: String?
                var qualified: String?
                var optional = false
                var sawColon = false
                c.forEachChild { k in
                    if k.kind == .colon { sawColon = true } else if !sawColon, k.kind == .simpleIdentifier { ids.append(k.text) } else if sawColon, k.isNamed, type == nil, k.kind != .parameterModifiers {
                        type = typeName(k)
                        qualified = qualifiedName(k)
                        optional = k.kind == .optionalType
                    }
                    return true
                }
                guard let internalName = ids.last else { continue }
                let external = ids.count > 1 ? ids[0] : internalName
                var param = Param(name: internalName, label: external == "_" ? nil : external, type: type, loc: cx.loc(c))
                param.qualifiedType = qualified
                param.positionalOnly = external == "_"
                param.optional = optional
                out.append(param)
                afterEquals = false
            case .equals: afterEquals = true
            default:
                if afterEquals, c.isNamed || c.kind == .nil, !out.isEmpty {
                    out[out.count - 1].defaultValue = expr(c)
                    afterEquals = false
                }
            }
        }
        return out
    }

    // MARK: statements

    func statements(_ n: Node) -> [Stmt] {
        var out: [Stmt] = []
        var comment: [String] = []
        n.forEachChild { c in
            guard c.isNamed else { return true }
            if isComment(c) { comment.append(c.text.commentText); return true }
            out += statement(c, comment: comment.isEmpty ? nil : comment.joined(separator: " "))
            comment = []
            return true
        }
        return out
    }

    /// Swift's operator precedence, tightest first: shifts; multiplication (and `&`); addition
    /// (and `|`, `^`); ranges; `??` (to the right); comparisons; `&&`; `||`.
    static let precedence: [String: Int] = [
        "<<": 7, ">>": 7,
        "*": 6, "/": 6, "%": 6, "&": 6, "&*": 6,
        "+": 5, "-": 5, "|": 5, "^": 5, "&+": 5, "&-": 5,
        "..<": 4, "...": 4,
        "??": 3,
        "==": 2, "!=": 2, "<": 2, ">": 2, "<=": 2, ">=": 2, "===": 2, "!==": 2, "~=": 2,
        "&&": 1,
        "||": 0,
    ]
    /// The longest operator chain read (a longer one is unsupported, with its text).
    static let maxChain = 512
    /// The operator expressions of the grammar that a chain of operators is made of.
    static let chainKinds: Set<NodeKind> = [.conjunctionExpression, .disjunctionExpression, .equalityExpression, .comparisonExpression,
                                            .additiveExpression, .multiplicativeExpression, .nilCoalescingExpression, .rangeExpression,
                                            .bitwiseOperation, .infixExpression]

    /// A chain of binary operators built again by Swift's precedence: the grammar nests a chain
    /// to the right whatever its operators (`variant == .card && isSelected` as
    /// `variant == (.card && isSelected)`, `int >> 8 & 0xFF` as `int >> (8 & 0xFF)`), so the
    /// chain is flattened and rebuilt. A parenthesized operand is a tuple, never flattened.
    /// `prefixingFirst`: a prefix operator the grammar put over the whole chain, applied to its
    /// first operand.
    func operatorChain(_ n: Node, prefixingFirst prefix: String? = nil) -> Expr {
        func first(_ x: Expr) -> Expr {
            guard let prefix else { return x }
            return prefix == "." ? implicit(x) : cx.prefixed(prefix, x, n)
        }
        // `.small + 1/3`, read by the grammar as `.(small + 1/3)`: the implicit member is the
        // chain's first operand, and a member chain or call on it starts there (`.gaps.md * 2`).
        func implicit(_ x: Expr) -> Expr {
            switch x.kind {
            case .name(let name): return Expr(.implicitMember(name), x.loc)
            case .member(let b, let name, let optional): return Expr(.member(implicit(b), name, optional: optional), x.loc)
            case .call(let callee, let args, let trailing): return Expr(.call(implicit(callee), args, trailing: trailing), x.loc)
            default: return x
            }
        }
        guard let (l, op, r) = binaryParts(n) else { return cx.unsupported(n) }
        var operands: [Node] = [], ops: [String] = []
        guard Self.precedence[op] != nil, binaryParts(n, exactlyTwo: true) != nil else { return cx.expr(.binary(op, first(expr(l)), expr(r)), n) }
        // In source order, without recursion (a generated file may chain thousands of operators);
        // a chain longer than any a component writes is not read.
        var pending: [(node: Node, op: String?)] = [(n, nil)]
        while let (x, after) = pending.popLast() {
            if Self.chainKinds.contains(x.kind), let (a, o, b) = binaryParts(x, exactlyTwo: true), Self.precedence[o] != nil {
                pending.append((b, after))
                pending.append((a, o))
            } else {
                operands.append(x)
                if let after { ops.append(after) }
            }
            if operands.count > Self.maxChain { return cx.unsupported(n) }
        }
        var values: [Expr] = [], operators: [String] = []
        for (i, x) in operands.enumerated() {
            // `a + .Margins.small / 2` is parsed `((a + .Margins).small) / 2`: the member moved onto
            // the last operand (`postfix(on:)`) leaves `a + .Margins.small`, whose operands rejoin
            // this chain so that `/` binds tighter than `+`.
            var lowered = expr(x)
            var spliced: [(Expr, String)] = []
            if x.kind == .navigationExpression || x.kind == .callExpression, let target = x.namedChild(0), Self.postfixTakers.contains(target.kind), target.kind != .prefixExpression {
                while case .binary(let o, let a, let b) = lowered.kind, Self.precedence[o] != nil, spliced.count < Self.maxChain {
                    spliced.insert((b, o), at: 0)
                    lowered = a
                }
            }
            values.append(lowered)
            for (b, o) in spliced { operators.append(o); values.append(b) }
            if i < ops.count { operators.append(ops[i]) }
        }
        values[0] = first(values[0])
        for level in stride(from: 7, through: 0, by: -1) {
            // Left to right; `??` right to left.
            var i = level == 3 ? operators.count - 1 : 0
            while i >= 0, i < operators.count {
                if Self.precedence[operators[i]] == level {
                    values[i] = cx.expr(.binary(operators[i], values[i], values[i + 1]), n)
                    values.remove(at: i + 1)
                    operators.remove(at: i)
                    if level == 3 { i -= 1 }
                } else {
                    i += level == 3 ? -1 : 1
                }
            }
        }
        return values[0]
    }

    func block(_ n: Node?) -> Block {
        guard let n else { return Block([]) }
        if n.kind == .statements { return Block(statements(n)) }
        return n.firstNamedChild("statements").map { Block(statements($0)) } ?? Block([])
    }

    func statement(_ c: Node, comment: String?) -> [Stmt] {
        let loc = cx.loc(c)
        switch c.kind {
        case .propertyDeclaration:
            guard let p = property(c, doc: []) else { return [] }
            if p.body != nil { return [Stmt(.decl(p), loc)] }
            // `let day = light.uiColor, night = dark.uiColor`: one binding per name with its own value;
            // `let a, r, g, b: UInt64`: one per name, without a value.
            let kids = c.children
            var more: [(name: String, value: Expr?)] = []
            var i = 0, patterns = 0
            while i < kids.count {
                guard kids[i].kind == .pattern else { i += 1; continue }
                patterns += 1
                let name = kids[i].firstNamedChild("simple_identifier").map { unquote($0.text) }
                var value: Expr?
                var j = i + 1
                while j < kids.count, kids[j].kind != .pattern, kids[j].isNamed || kids[j].text != "," {
                    if kids[j].kind == .equals, j + 1 < kids.count { value = expr(kids[j + 1]); j += 1 }
                    j += 1
                }
                if patterns > 1, let name { more.append((name, value)) }
                i = j
            }
            return [Stmt(.binding(Binding(name: p.name, value: p.value, type: p.type)), loc)]
                + more.map { Stmt(.binding(Binding(name: $0.name, value: $0.value, type: $0.value == nil ? p.type : nil)), loc) }
        case .assignment:
            guard let target = c.child(F.target), let value = c.child(F.result) else { return [] }
            // `(a, r) = (255, int >> 16)`: the values first (into temporaries), then each name.
            if let names = target.firstNamedChild("tuple_expression")?.namedChildren, names.count > 1, value.kind == .tupleExpression,
               names.allSatisfy({ $0.kind == .simpleIdentifier }), value.namedChildCount == names.count {
                // Values that read none of the names are assigned straight, each read as its target's
                // type (`(background, border) = (.controlDisabled, .separator)` in an init).
                let targets = Set(names.map { unquote($0.text) })
                let reads = value.namedChildren.contains { v in
                    v.text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { targets.contains(String($0)) }
                }
                if !reads {
                    return zip(names, value.namedChildren).map { Stmt(.assign(unquote($0.text), expr($1)), loc) }
                }
                let temps = names.indices.map { "$tuple\($0)" }
                return zip(temps, value.namedChildren).map { Stmt(.binding(Binding(name: $0, value: expr($1), type: nil)), loc) }
                    + zip(names, temps).map { Stmt(.assign(unquote($0.text), cx.expr(.name($1), $0)), loc) }
            }
            var name = target.text.filter { !$0.isWhitespace }
            // `self._isOn = isOn`: the wrapper's storage is the wrapped property.
            // `_side = ScaledMetric(wrappedValue: side)` in an init: the member, not a parameter named `side`.
            let storage = (name.hasPrefix("self._") || name.hasPrefix("_")) && !declaresUnderscored(name.hasPrefix("self.") ? String(name.dropFirst(5)) : name)
            if storage { if name.hasPrefix("self._") { name = "self." + name.dropFirst(6) } else { name = "self." + name.dropFirst() } }
            let op = c.child(F.operator)?.text ?? "="
            var v = expr(value)
            // `self._size = .constant(size)`: an implicit member stored in a wrapper's storage is the
            // binding's (`Binding.constant`), not one of the wrapped value's type.
            if storage, case .call(let callee, let args, let trailing) = v.kind, case .implicitMember(let m) = callee.kind {
                v = Expr(.call(Expr(.member(Expr(.name("Binding"), callee.loc), m, optional: false), callee.loc), args, trailing: trailing), v.loc, comment: v.comment)
            }
            if op.count == 2, op.hasSuffix("="), let first = op.first {
                let current = cx.expr(.name(name), target)
                v = cx.expr(.binary(String(first), current, v), c)
            }
            return [Stmt(.assign(name, v), loc)]
        case .controlTransferStatement:
            guard c.child(0)?.kind == .return else { return [] }
            return [Stmt(.return(c.child(F.result).map(expr)), loc)]
        case .ifStatement:
            return [ifStatement(c)]
        case .guardStatement:
            return guardStatement(c)
        case .switchStatement:
            let (subject, cases) = switchCases(c)
            return [Stmt(.match(subject, cases), loc)]
        case .functionDeclaration: return [Stmt(.decl(function(c, doc: [])), loc)]
        case .classDeclaration: return [Stmt(.decl(typeDecl(c, doc: [])), loc)]
        case .forStatement, .whileStatement, .repeatWhileStatement, .doStatement, .throwKeyword:
            return []
        default:
            let e = expr(c)
            if let comment, e.comment == nil { e.comment = comment }
            return [Stmt(.expr(e), loc)]
        }
    }

    /// The conditions of an `if`/`guard` (`a, let x = b, c`) as one expression, and the bindings
    /// they make (`if let x = y` binds `x`; `if let x` rebinds it).
    func conditions(_ n: Node) -> (Expr, [Stmt]) {
        var parts: [Expr] = []
        var bindings: [Stmt] = []
        var pendingBinding = false
        var bindName: String?
        var sawEquals = false
        func endBinding() {
            if let name = bindName, !sawEquals {
                // `if let x`: x itself, tested for nil.
                let x = Expr(.name(name), .none)
                parts.append(Expr(.binary("!=", x, Expr(.null, .none)), .none))
            }
            bindName = nil
            pendingBinding = false
            sawEquals = false
        }
        var done = false
        // `if case .toggle(let isOn) = trailing`: the pattern's tokens up to `=`, then the subject.
        var casePattern: [Node]?
        var caseSubject = false
        n.forEachChild { k in
            if done { return false }
            if !k.isNamed, k.text == "case" { casePattern = []; return true }
            if casePattern != nil, !caseSubject {
                if k.kind == .equals { caseSubject = true } else { casePattern?.append(k) }
                return true
            }
            if let nodes = casePattern, caseSubject, k.isNamed {
                casePattern = nil
                caseSubject = false
                if let p = casePatternExpr(nodes) { parts.append(caseTest(expr(k), p, k)); return true }
            }
            switch k.kind {
            case .if, .guard, .else: return true
            case .openBrace, .statements: done = true; return false
            case .comma: endBinding(); return true
            case .valueBindingPattern: pendingBinding = true; return true
            case .equals: sawEquals = true; return true
            default: break
            }
            guard k.isNamed else { return true }
            if pendingBinding, bindName == nil, k.kind == .simpleIdentifier { bindName = k.text; return true }
            if pendingBinding, let name = bindName, sawEquals {
                let value = expr(k)
                bindings.append(Stmt(.binding(Binding(name: name, value: value)), cx.loc(k)))
                parts.append(cx.expr(.binary("!=", value, cx.expr(.null, k)), k))
                bindName = nil
                pendingBinding = false
                sawEquals = false
                return true
            }
            if k.kind == .pattern || k.kind == .typeAnnotation { return true }
            parts.append(expr(k))
            return true
        }
        endBinding()
        guard var cond = parts.first else { return (Expr(.bool(true), cx.loc(n)), bindings) }
        for p in parts.dropFirst() { cond = Expr(.binary("&&", cond, p), cx.loc(n)) }
        return (cond, bindings)
    }

    /// The pattern of an `if case` / `guard case`, whose tokens tree-sitter leaves in the
    /// statement: `.name` or `.name(…)` with its associated values' patterns; nil for other shapes.
    func casePatternExpr(_ tokens: [Node]) -> Expr? {
        // `case let .badge(count)`: the names it binds are the case's associated values.
        let binds = tokens.first.map { $0.kind == .valueBindingPattern || $0.text == "let" || $0.text == "var" } ?? false
        let nodes = Array(tokens.dropFirst(binds ? 1 : 0))
        guard nodes.count >= 2, nodes[0].kind == .dot, nodes[1].kind == .simpleIdentifier else { return nil }
        let name = cx.expr(.implicitMember(unquote(nodes[1].text)), nodes[1])
        if nodes.count == 2 { return name }
        guard nodes[2].text == "(", nodes.last?.text == ")" else { return nil }
        var args: [Arg] = [], label: String?
        for c in nodes.dropFirst(3).dropLast() {
            switch c.kind {
            case .simpleIdentifier: label = c.text
            case .pattern, .wildcardPattern:
                args.append(Arg(label: label, associatedPattern(c)))
                label = nil
            default: break
            }
        }
        return cx.expr(.call(name, args, trailing: []), nodes[1])
    }

    /// `case pattern = subject` as a condition: a match that is true for the pattern, else false.
    func caseTest(_ subject: Expr, _ pattern: Expr, _ at: Node) -> Expr {
        let yes = Block.expr(cx.expr(.bool(true), at)), no = Block.expr(cx.expr(.bool(false), at))
        return cx.expr(.match(subject, [MatchCase(patterns: [pattern], body: yes), MatchCase(patterns: [], body: no)]), at)
    }

    func ifStatement(_ n: Node) -> Stmt {
        let (cond, bindings) = conditions(n)
        var then: Block?
        var otherwise: Block?
        var sawElse = false
        n.forEachChild { c in
            if c.kind == .else { sawElse = true; return true }
            if c.kind == .statements {
                if !sawElse, then == nil { then = Block(statements(c)) } else { otherwise = Block(statements(c)) }
            } else if sawElse, c.kind == .ifStatement {
                otherwise = Block([ifStatement(c)])
            }
            return true
        }
        var t = then ?? Block([])
        t.statements = bindings + t.statements
        return Stmt(.if(cond, t, otherwise), cx.loc(n))
    }

    /// `guard c else { … }` is `if !c { … }`, its bindings made after it.
    func guardStatement(_ n: Node) -> [Stmt] {
        let (cond, bindings) = conditions(n)
        let body = n.firstNamedChild("statements").map { Block(statements($0)) } ?? Block([])
        return [Stmt(.if(cx.expr(.unary("!", cond), n), body, nil), cx.loc(n))] + bindings
    }

    func switchCases(_ n: Node) -> (Expr?, [MatchCase]) {
        let subject = n.child(F.expr).map(expr)
        var cases: [MatchCase] = []
        n.forEachChild { e in
            guard e.kind == .switchEntry else { return true }
            var patterns: [Expr] = []
            var guardExpr: Expr?
            var body = Block([])
            var isDefault = false
            var afterWhere = false
            e.forEachChild { c in
                switch c.kind {
                case .defaultKeyword: isDefault = true
                case .switchPattern: patterns.append(pattern(c))
                case .whereKeyword: afterWhere = true
                case .statements: body = Block(statements(c))
                default:
                    if afterWhere, c.isNamed { guardExpr = expr(c); afterWhere = false }
                }
                return true
            }
            cases.append(MatchCase(patterns: isDefault ? [] : patterns, guardExpr: guardExpr, body: body))
            return true
        }
        return (subject, cases)
    }

    /// A case pattern: `.sm`, `Size.sm`, a literal; `let x`, `.some(let x)` and `_` match anything.
    func pattern(_ n: Node) -> Expr {
        guard let p = n.namedChild(0) else { return cx.expr(.name("_"), n) }
        return patternNode(p)
    }

    /// One `pattern` node; a tuple pattern `(.default, .pressed)` is a list of its element patterns.
    func patternNode(_ p: Node) -> Expr {
        if p.text == "_" { return cx.expr(.name("_"), p) }
        // `(.default, .pressed)`, `(_, .off)`: whichever node tree-sitter makes of the tuple.
        if p.kind == .pattern || p.kind == .tupleExpression, p.hasChild("("), !p.hasChild("."), p.namedChildCount > 1 {
            return cx.expr(.array(p.namedChildren.map(patternNode)), p)
        }
        if p.kind == .pattern {
            var dotted = false
            var name: String?
            var other: Node?
            p.forEachChild { c in
                if c.kind == .dot { dotted = true } else if c.kind == .simpleIdentifier, name == nil { name = unquote(c.text) } else if c.isNamed { other = c }
                return true
            }
            if dotted, let name, other == nil { return cx.expr(.implicitMember(name), p) }
            // `.tinted(true)`, `.status(let status, false)`, `.x(_, let y)`: a case and its associated values.
            if dotted, let name, p.hasChild("(") {
                var args: [Arg] = []
                var label: String?
                var seenName = false
                p.forEachChild { c in
                    switch c.kind {
                    case .simpleIdentifier:
                        if !seenName { seenName = true } else { label = c.text }
                    case .pattern, .wildcardPattern:
                        args.append(Arg(label: label, associatedPattern(c)))
                        label = nil
                    default: break
                    }
                    return true
                }
                return cx.expr(.call(cx.expr(.implicitMember(name), p), args, trailing: []), p)
            }
            if let other, !dotted, name == nil { return expr(other) }
            if p.hasChild("value_binding_pattern") || p.text == "_" { return cx.expr(.name("_"), p) }
            if let name, !dotted, other == nil { return cx.expr(.name(name), p) }
            return cx.unsupported(p)
        }
        return expr(p)
    }

    /// One associated value's pattern: `_`, `let x` (a binding: `let` of a name), `let x?` (a
    /// binding of a value that is not nil: `let?`), else a value.
    func associatedPattern(_ c: Node) -> Expr {
        if c.kind == .wildcardPattern || c.text == "_" { return cx.expr(.name("_"), c) }
        if c.hasChild("value_binding_pattern"), let id = c.firstNamedChild("simple_identifier") {
            return cx.expr(.unary(c.hasChild("?") ? "let?" : "let", cx.expr(.name(id.text), id)), c)
        }
        return patternNode(c)
    }

    // MARK: expressions

    func expr(_ n: Node) -> Expr {
        guard cx.enter() else { return cx.expr(.unsupported("an expression nested more than \(LoweringContext.maxDepth) deep"), n) }
        defer { cx.leave() }
        return lowerExpr(n)
    }

    private func lowerExpr(_ n: Node) -> Expr {
        switch n.kind {
        case .integerLiteral, .realLiteral:
            let t = digits(n)
            if let v = Double(t), v.isFinite { return cx.expr(.number(v, unit: ""), n) }
            if Double(t) != nil { return cx.expr(.unsupported("`\(n.text)`, a number that overflows to infinity,"), n) }
            return cx.unsupported(n)
        case .hexLiteral:
            let hex = String(digits(n).dropFirst(2))
            if let v = UInt64(hex, radix: 16) { return cx.expr(.hex(v, digits: hex.count), n) }
            return cx.unsupported(n)
        case .binLiteral, .octLiteral:
            let radix = n.kind == .binLiteral ? 2 : 8
            if let v = UInt64(digits(n).dropFirst(2), radix: radix) { return cx.expr(.number(Double(v), unit: ""), n) }
            return cx.unsupported(n)
        case .booleanLiteral: return cx.expr(.bool(n.text == "true"), n)
        // `#available(iOS 15.0, *)` holds and `#unavailable(…)` does not: the component is read as
        // built for a current iOS (as `#if` blocks are, `withActiveBranches`).
        case .availabilityCondition: return cx.expr(.bool(!n.text.hasPrefix("#unavailable")), n)
        case .nil: return cx.expr(.null, n)
        case .lineStringLiteral, .multiLineStringLiteral, .rawStringLiteral: return string(n)
        case .simpleIdentifier:
            var t = unquote(n.text)
            // `$text`: the binding's wrapped value.
            if t.hasPrefix("$"), t.count > 1, !(t.dropFirst().first?.isNumber ?? false) { t.removeFirst() }
            return cx.expr(.name(t), n)
        case .selfExpression: return cx.expr(.this, n)
        case .tupleExpression:
            // `(color: .focus, width: 2)`: a record of its labels. (A label is the name before a
            // `:`; the pinned runtime names this grammar's later tuple fields one child off.)
            var entries: [Entry] = [], label: String?
            let kids = n.children
            for (i, c) in kids.enumerated() where c.isNamed {
                if c.kind == .simpleIdentifier, i + 1 < kids.count, kids[i + 1].type == ":" { label = c.text; continue }
                guard let l = label else { entries.removeAll(); break }
                entries.append(Entry(.name(l), expr(c)))
                label = nil
            }
            if !entries.isEmpty { return cx.expr(.object(entries), n) }
            if n.namedChildCount == 1, let only = n.namedChild(0) { return expr(only) }
            return cx.expr(.array(n.namedChildren.map(expr)), n)
        case .arrayLiteral:
            // Comments between the items (`rgbaValue >> 24, // red`) are no items.
            return cx.expr(.array(n.namedChildren.filter { !isComment($0) }.map(expr)), n)
        case .dictionaryLiteral:
            let items = n.namedChildren.filter { !isComment($0) }
            var entries: [Entry] = []
            var i = 0
            while i + 1 < items.count {
                entries.append(Entry(.computed(expr(items[i])), expr(items[i + 1])))
                i += 2
            }
            return cx.expr(.object(entries), n)
        case .keyPathExpression:
            return cx.expr(.keyPath(String(n.text.drop { $0 == "\\" || $0 == "." })), n)
        case .navigationExpression:
            return navigation(n)
        case .prefixExpression:
            guard let target = n.child(F.target) else { return cx.unsupported(n) }
            let op = n.child(F.operation)?.text ?? ""
            if op == ".", Self.chainKinds.contains(target.kind) { return operatorChain(target, prefixingFirst: op) }
            if op == "." { return cx.expr(.implicitMember(unquote(target.text)), n) }
            // The grammar reads `-2 + x` as `-(2 + x)`: a prefix binds to the chain's first operand.
            if ["-", "+", "!"].contains(op), Self.chainKinds.contains(target.kind) { return operatorChain(target, prefixingFirst: op) }
            return cx.prefixed(op, expr(target), n)
        case .callExpression:
            return call(n)
        case .lambdaLiteral:
            return lambda(n)
        case .ternaryExpression:
            return ternary(n)
        case .bitwiseOperation, .conjunctionExpression, .disjunctionExpression, .equalityExpression, .comparisonExpression,
             .additiveExpression, .multiplicativeExpression, .nilCoalescingExpression, .rangeExpression:
            return operatorChain(n)
        case .infixExpression:
            guard let (l, op, r) = binaryParts(n) else { return cx.unsupported(n) }
            // An operator of the table the grammar read as a custom one (`error != nil || flag` as
            // `error` `!=` `(nil || flag)`): a chain, rebuilt by precedence.
            if Self.precedence[op] != nil { return operatorChain(n) }
            return cx.expr(.binary(op, expr(l), expr(r)), n)
        case .asExpression, .tryExpression, .awaitExpression, .postfixExpression, .checkExpression:
            let inner = n.child(F.expr) ?? n.child(F.target) ?? n.namedChild(0)
            if n.kind == .checkExpression { return cx.unsupported(n) }
            return inner.map(expr) ?? cx.unsupported(n)
        case .ifStatement:
            return cx.expr(.block(Block([ifStatement(n)])), n)
        case .switchStatement:
            let (subject, cases) = switchCases(n)
            return cx.expr(.match(subject, cases), n)
        case .statements:
            return cx.expr(.block(Block(statements(n))), n)
        default:
            return cx.unsupported(n)
        }
    }

    /// `base.name`, `base?.name`, `\.key`, `.black.opacity` (a member of an implicit member).
    func navigation(_ n: Node) -> Expr {
        guard let target = n.child(F.target) else { return cx.unsupported(n) }
        var suffix: Node?
        var optional = false
        n.forEachChild { c in
            if c.kind == .navigationSuffix { suffix = c } else if c.kind == .question { optional = true }
            return true
        }
        guard let s = suffix, let nameNode = s.child(F.suffix) ?? s.lastNamedChild else { return cx.unsupported(n) }
        let name = unquote(nameNode.text)
        // `-.Gap.tight`: the grammar starts the chain on the bare sign, `(-).Gap`; a signed implicit member.
        if !target.isNamed, ["-", "!", "+"].contains(target.text) {
            return cx.expr(.unary(target.text, cx.expr(.implicitMember(name), s)), n)
        }
        if target.kind == .keyPathExpression {
            let head = String(target.text.drop { $0 == "\\" || $0 == "." })
            return cx.expr(.keyPath(head.isEmpty ? name : head + "." + name), n)
        }
        return postfix(on: target) { cx.expr(.member($0, name, optional: optional), n) }
    }

    /// Operator expressions the grammar lets a postfix (`.member`, a call) apply to as a whole:
    /// it parses `10 * s.ratio` as `(10 * s).ratio`, `2 * max(a, b)` as `(2 * max)(a, b)` and
    /// `-x.y` as `(-x).y`. In Swift a postfix binds tighter than any operator, so it goes on the
    /// operator's last operand. (A parenthesized operand is a `tuple_expression`, never these.)
    static let postfixTakers: Set<NodeKind> = [.multiplicativeExpression, .additiveExpression, .rangeExpression,
                                               .comparisonExpression, .equalityExpression, .conjunctionExpression,
                                               .disjunctionExpression, .nilCoalescingExpression, .prefixExpression]

    /// Whether a member chain's innermost target is an operator expression the grammar let it start on.
    /// Calls on the way count (`20 - UIFont.systemFont(ofSize: 15).lineHeight`: `.lineHeight` of a call
    /// of `(20 - UIFont).systemFont`).
    static func startsOnOperator(_ n: Node) -> Bool {
        var t = n
        while true {
            if t.kind == .navigationExpression, let inner = t.child(F.target) { t = inner; continue }
            if t.kind == .callExpression, let callee = t.namedChild(0), callee.kind != .callSuffix { t = callee; continue }
            break
        }
        return postfixTakers.contains(t.kind) && t.kind != .prefixExpression
    }

    /// `apply` (a member or call of its base) on `target`, moved onto its last operand where the
    /// grammar put it on a whole operator expression.
    func postfix(on target: Node, _ apply: (Expr) -> Expr) -> Expr {
        guard Self.postfixTakers.contains(target.kind) else {
            let lowered = expr(target)
            // A member chain the grammar started on a sign (`-Style.Metrics.offset`: `.offset` of
            // `-Style.Metrics`, itself moved onto `Style.Metrics` above): the sign is the chain's. So is
            // a sign before parentheses, which the grammar reads as a call of it (`!(value ?? "").isEmpty`:
            // `.isEmpty` of `!(value ?? "")`; in Swift, `!` of `(value ?? "").isEmpty`).
            if target.kind == .navigationExpression || target.kind == .callExpression, case .unary(let op, let x) = lowered.kind, ["-", "!", "+"].contains(op) {
                // Written from the sign to the end of the chain.
                let chain = apply(x)
                var loc = lowered.loc
                loc.end = max(loc.end, chain.loc.end)
                return Expr(.unary(op, chain), loc)
            }
            // A member chain the grammar started on an operator expression (`1.0 / UIScreen.main.scale`:
            // `.scale` of `(1.0 / UIScreen).main`, whose `.main` moved onto `UIScreen` above): the rest of
            // the chain goes on the same operand.
            if target.kind == .navigationExpression || target.kind == .callExpression, Self.startsOnOperator(target) {
                func onLast(_ e: Expr) -> Expr {
                    guard case .binary(let op, let l, let r) = e.kind else { return apply(e) }
                    return Expr(.binary(op, l, onLast(r)), e.loc)
                }
                return onLast(lowered)
            }
            return apply(lowered)
        }
        if target.kind == .prefixExpression {
            let op = target.child(F.operation)?.text ?? ""
            guard ["-", "!", "+"].contains(op), let inner = target.child(F.target) else { return apply(expr(target)) }
            return cx.expr(.unary(op, postfix(on: inner, apply)), target)
        }
        guard let (l, op, r) = binaryParts(target, exactlyTwo: true) else { return apply(expr(target)) }
        return cx.expr(.binary(op, expr(l), postfix(on: r, apply)), target)
    }

    /// A binary operator expression's first and last operands and its operator (nil with fewer
    /// than two operands, or with `exactlyTwo` more). Operands are named nodes, or `nil` (an
    /// anonymous one: `error == nil`).
    func binaryParts(_ n: Node, exactlyTwo: Bool = false) -> (Node, String, Node)? {
        var operands: [Node] = []
        n.forEachChild { c in
            // (A custom operator node is named: it is the operator, not an operand.)
            if c.isNamed && c.kind != .customOperator || c.kind == .nil { operands.append(c) }
            return true
        }
        guard operands.count >= 2, !exactlyTwo || operands.count == 2, let l = operands.first, let r = operands.last else { return nil }
        var op = n.child(F.op)?.text ?? ""
        if op.isEmpty {
            n.forEachChild { c in
                if !c.isNamed || c.kind == .customOperator { op = c.text; return false }
                return true
            }
        }
        return (l, op, r)
    }

    /// A call with its arguments and trailing closures (`label: { }` closures keep their labels).
    func call(_ n: Node) -> Expr {
        // `-(a + b)`, `!(a ?? b)`: tree-sitter-swift reads a sign before parentheses as a call of
        // the operator (`!` wrapped in a named `bang` node).
        if let op = n.child(0), !op.isNamed || op.kind == .bang, ["-", "!", "+"].contains(op.text), let suffix = n.lastPart(.callSuffix),
           let list = suffix.namedChildren.first(where: { $0.kind == .valueArguments }) {
            let args = arguments(list)
            guard args.count == 1, args[0].label == nil else { return cx.unsupported(n) }
            if op.text == "-", case .number(let v, let u) = args[0].value.kind { return cx.expr(.number(-v, unit: u), n) }
            return cx.expr(.unary(op.text, args[0].value), n)
        }
        guard let callee = n.namedChild(0), let suffix = n.lastPart(.callSuffix) else { return cx.unsupported(n) }
        var args: [Arg] = []
        var trailing: [Arg] = []
        var label: String?
        // `images[0]`, `table[key]`: tree-sitter-swift parses a subscript as a call whose
        // arguments are in brackets.
        var bracketed = false
        suffix.forEachChild { c in
            switch c.kind {
            case .valueArguments:
                args = arguments(c)
                bracketed = c.child(0)?.kind == .openBracket
            case .lambdaLiteral: trailing.append(Arg(label: label, lambda(c))); label = nil
            case .simpleIdentifier: label = c.text
            default: break
            }
            return true
        }
        // A method call (`.padding(8)` of a chain) stands where its name does, not where the chain starts.
        var loc = cx.loc(n)
        if callee.kind == .navigationExpression, let s = callee.lastPart(.navigationSuffix) {
            let p = s.position
            loc = Loc(file: cx.file, start: s.startByte, end: n.endByte, line: p.line, column: p.column)
        }
        let comment = cx.comment(before: n.startByte)
        if bracketed, args.count == 1, args[0].label == nil, trailing.isEmpty {
            return postfix(on: callee) { Expr(.subscript($0, args[0].value), loc, comment: comment) }
        }
        // `let row = HStack(spacing: 4) { … }`: tree-sitter-swift reads a `let`'s trailing closure as a
        // call of the call; Swift attaches it to the call itself (a closure a call returns is called
        // `(f(x)) { … }`).
        if args.isEmpty, !trailing.isEmpty, callee.kind == .callExpression, case .call(let f, let a, let t) = call(callee).kind, t.isEmpty {
            return Expr(.call(f, a, trailing: trailing), loc, comment: comment)
        }
        return postfix(on: callee) { Expr(.call($0, args, trailing: trailing), loc, comment: comment) }
    }

    func arguments(_ n: Node) -> [Arg] {
        var out: [Arg] = []
        var comment: [String] = []
        n.forEachChild { a in
            if isComment(a) { comment.append(a.text.commentText); return true }
            guard a.kind == .valueArgument else { return true }
            var label: String?
            var value: Node?
            a.forEachChild { c in
                if c.kind == .valueArgumentLabel { label = c.text } else if c.isNamed || c.kind == .nil { value = c }
                return true
            }
            if let value {
                let e = expr(value)
                if !comment.isEmpty, e.comment == nil { e.comment = comment.joined(separator: " ") }
                out.append(Arg(label: label, e))
            }
            comment = []
            return true
        }
        return out
    }

    /// `{ a, b in … }`, `{ (x: Int) -> Int in … }`; `$0`, `$1` name the parameters of a closure that declares none.
    func lambda(_ n: Node) -> Expr {
        var params: [Param] = []
        if let t = n.firstNamedChild("lambda_function_type"), let ps = t.firstNamedChild("lambda_function_type_parameters") {
            ps.forEachChild { p in
                if p.kind == .lambdaParameter {
                    let name = p.child(F.name)?.text ?? p.firstNamedChild("simple_identifier")?.text ?? "_"
                    params.append(Param(name: name))
                }
                return true
            }
        }
        let body = n.firstNamedChild("statements").map { Block(statements($0)) } ?? Block([])
        // `$0`: only a closure whose text has a `$` is walked for them.
        if params.isEmpty, cx.source.bytes[n.startByte..<min(n.endByte, cx.source.bytes.count)].contains(UInt8(ascii: "$")) {
            var uses = 0
            n.walk { c in
                if c.kind == .lambdaLiteral, c.startByte != n.startByte { return false }
                if c.kind == .simpleIdentifier, c.text.hasPrefix("$"), let i = Int(c.text.dropFirst()) { uses = max(uses, i + 1) }
                return true
            }
            params = (0..<uses).map { Param(name: "$\($0)") }
        }
        return cx.expr(.closure(params, body), n)
    }

    /// The grammar reads `a ? x : b ? y : z` as `(a ? x : b) ? y : z`: re-associated to the right.
    func ternary(_ n: Node) -> Expr {
        var chain: [(Node, Node)] = []
        var last: Node?
        func unwrap(_ t: Node) {
            guard let c = t.child(F.condition), let yes = t.child(F.ifTrue), let no = t.child(F.ifFalse) else { return }
            if c.kind == .ternaryExpression {
                unwrap(c)
                guard let l = last else { return }
                chain.append((l, yes))
            } else {
                chain.append((c, yes))
            }
            last = no
        }
        unwrap(n)
        guard let otherwise = last, !chain.isEmpty else { return cx.unsupported(n) }
        var out = expr(otherwise)
        for (c, yes) in chain.reversed() { out = cx.expr(.conditional(expr(c), expr(yes), out), n) }
        return out
    }

    func string(_ n: Node) -> Expr {
        var parts: [TemplatePart] = []
        var plain = true
        n.forEachChild { c in
            switch c.kind {
            case .lineStrText, .multiLineStrText: parts.append(.text(c.text))
            case .strEscapedChar: parts.append(.text(unescape(c.text)))
            case .interpolatedExpression:
                plain = false
                if let x = c.namedChild(0) { parts.append(.expr(expr(x))) }
            default: break
            }
            return true
        }
        if plain {
            let s = parts.map { if case .text(let t) = $0 { return t }; return "" }.joined()
            return cx.expr(.string(s), n)
        }
        return cx.expr(.template(parts), n)
    }

    func unescape(_ s: String) -> String {
        switch s {
        case "\\n": return "\n"
        case "\\t": return "\t"
        case "\\\"": return "\""
        case "\\\\": return "\\"
        default: return s
        }
    }
}

extension ComponentEntry {
    /// The entry of a SwiftUI view type: called with the init a caller uses without content
    /// closures (else its first init, else its memberwise init), whose enum parameters are the
    /// variant and size and whose state parameters (`isOn: Binding<Bool>`) are states.
    static func swiftView(_ type: Decl, program: Program, builtins: Builtins) -> ComponentEntry {
        var inits = type.members.filter { $0.kind == .function && $0.name == "init" }
        for i in program.member(of: type.name, "init") ?? [] where !inits.contains(where: { $0 === i }) { inits.append(i) }
        // Content closures the caller must give (`@ViewBuilder label: () -> Label`) rule an init out;
        // an action (`action: @escaping () -> Void`) does not (a tab's `init(_ title:, isSelected:, action:)`
        // in `extension TabItem where Label == Text`, beside the generic one).
        func content(_ p: Param) -> Bool {
            guard p.defaultValue == nil, let result = p.type.flatMap(ComponentEntry.resultType) else { return false }
            // A function of the data to its text (`title: (Value) -> String` of the init in `extension
            // Segmented where Label == Text`) is no content either.
            return result != "Void" && result != "()" && !ComponentEntry.textTypes.contains(result)
        }
        // Of a generic view's inits for its content types (`extension SectionHeader where Action ==
        // EmptyView` beside `where Action == Button<Text>`), the one that shows content.
        let callable = inits.filter { !$0.params.contains(where: content) }
        // The fields an init leaves out (`self.actionTitle = nil`).
        func nilled(_ i: Decl) -> Set<String> {
            Set((i.body?.statements ?? []).compactMap { s -> String? in
                guard case .assign(let n, let v) = s.kind, case .null = v.kind else { return nil }
                return Stmt.field(assigned: n)
            })
        }
        // (One that shows nothing there writes `EmptyView()` or leaves the content out.)
        func leavesOut(_ i: Decl) -> Bool { program.text(i.loc).containsBytes("EmptyView()") || !nilled(i).isEmpty }
        // So do the other inits of its extension (`extension Toast where Action == EmptyView`), which
        // delegate to it (`init(_ message: LocalizedStringKey) { self.init(Text(message)) }`).
        var empty = Set(inits.filter(leavesOut).map(ObjectIdentifier.init))
        for e in program.declarations.joined() where e.kind == .extension && e.receiver == type.name {
            let own = e.members.filter { $0.kind == .function && $0.name == "init" }
            if own.contains(where: leavesOut) { for i in own { empty.insert(ObjectIdentifier(i)) } }
        }
        let chosen = callable.first { !empty.contains(ObjectIdentifier($0)) } ?? callable.first ?? inits.first
        var params: [Param] = chosen?.params ?? type.members.filter { m in
            m.kind == .property && m.body == nil && !m.isStatic
                && !m.annotations.contains { builtins.wrappers[$0.name] != nil && !builtins.memberwiseWrappers.contains($0.name) }
        }.map { m in
            // `@Binding var note: String` is given as a `Binding<String>` (read as one below).
            let bound = m.annotations.contains { $0.name == "Binding" }
            var p = Param(name: m.name, label: m.name, type: bound ? m.type.map { "Binding<\($0)>" } : m.type, defaultValue: m.value, loc: m.loc)
            p.qualifiedType = m.qualifiedType
            return p
        }
        // An init that leaves an optional part out (`self.actionTitle = nil`) where another init sets
        // it (a toast's action: `init(_ message:, tone:)` beside `init(_ message:, tone:, actionTitle:,
        // action:)`): the other init's parameters are optional inputs, `nil` unless a caller gives
        // them, so what the other init shows is an optional part of the component.
        if let chosen {
            let nilled = nilled(chosen)
            if !nilled.isEmpty, let other = inits.first(where: { o in
                o !== chosen && o.params.count > chosen.params.count
                    && o.body?.assigns({ nilled.contains(Stmt.field(assigned: $0)) }) == true
            }) {
                for q in other.params where !params.contains(where: { $0.name == q.name }) {
                    var p = q
                    p.defaultValue = Expr(.null, q.loc)
                    params.append(p)
                }
            }
        }
        // A stored property a builder method sets (`.badgeStyle(.success)`): an input too, given to
        // the type by its name (`Program.builderFields`); its type's cases make the variant or size.
        let builder = program.builderFields(of: type)
        for m in type.members where builder.contains(m.name) && !params.contains(where: { $0.name == m.name }) {
            var p = Param(name: m.name, label: m.name, type: m.type, defaultValue: m.value, loc: m.loc)
            p.qualifiedType = m.qualifiedType
            params.append(p)
        }
        let fn = Decl(.function, name: type.name, loc: type.loc)
        fn.owner = type.owner
        fn.doc = type.doc
        fn.params = params.map { p in
            var q = p
            // A binding to a state is that state's value; a default binding that never changes
            // (`isLoading: Binding<Bool> = .constant(false)`) is its value.
            // A binding to a text is what the user types (`text: Binding<String>`), not a label the caller
            // shows: empty or not at run time (a placeholder drawn `if text.isEmpty` is a part).
            if let t = q.type, t.hasPrefix("Binding<"), t.hasSuffix(">"), !ComponentEntry.textTypes.contains(String(t.dropFirst(8).dropLast())) {
                q.type = String(t.dropFirst(8).dropLast())
                if case .call(let callee, let args, _)? = q.defaultValue?.kind, case .implicitMember("constant") = callee.kind,
                   args.count == 1, args[0].label == nil { q.defaultValue = args[0].value }
            }
            return q
        }
        // Read at no place of its own: a value no caller gives stands where the view's code reads it, not at the type.
        let args = params.map { Arg(label: $0.label, Expr(.name($0.name), Loc.none)) }
        let made = Expr(.call(Expr(.name(type.name), type.loc), args, trailing: []), type.loc)
        if let styled = type.supertypes.lazy.compactMap({ ComponentEntry.styledViews[$0] }).first {
            // A style (`struct AcmeSwitchToggleStyle: ToggleStyle`): the library view it styles, with
            // the caller's label, the style applied (`Toggle(label).toggleStyle(AcmeSwitchToggleStyle())`).
            let label = ["label", "title", "text"].first { n in !fn.params.contains { $0.name == n } } ?? "#label"
            fn.params.append(Param(name: label, label: nil, type: "String", defaultValue: nil, loc: type.loc))
            let view = Expr(.call(Expr(.name(styled.view), type.loc), [Arg(label: nil, Expr(.name(label), type.loc))], trailing: []), type.loc)
            fn.body = Block.expr(Expr(.call(Expr(.member(view, styled.modifier, optional: false), type.loc), [Arg(label: nil, made)], trailing: []), type.loc))
        } else {
            fn.body = Block.expr(made)
        }
        return ComponentEntry.of(fn, program: program, builtins: builtins).withEnvironmentInputs(of: type, program: program)
    }

    /// The style protocols a component may be made as, with no view of its own (`struct
    /// AcmeSwitchToggleStyle: ToggleStyle` in `Switch.swift`): the library view it styles and the
    /// modifier that applies it.
    static let styledViews: [String: (view: String, modifier: String)] = [
        "ToggleStyle": ("Toggle", "toggleStyle"),
        "ButtonStyle": ("Button", "buttonStyle"),
        "PrimitiveButtonStyle": ("Button", "buttonStyle"),
        "LabelStyle": ("Label", "labelStyle"),
    ]

    /// The view type a SwiftUI component file declares: the one named after the file, else a style
    /// whose name holds the file's (`ComponentEntry.styledViews`), else the first that conforms to `View`.
    static func swiftComponentType(_ decls: [Decl], named name: String) -> Decl? {
        // Top-level types first, then those nested in a namespace (`public extension UI { struct Button: View }`).
        var all: [Decl] = decls
        var i = 0
        while i < all.count, all.count < 4096 {
            if all[i].kind != .function { all += all[i].members.filter { $0.kind == .type || $0.kind == .extension || $0.kind == .enumeration } }
            i += 1
        }
        let views = all.filter { $0.kind == .type && $0.supertypes.contains("View") }
        if let named = views.first(where: { $0.name == name }) { return named }
        // A style named after the component, not private (`public struct AcmeSwitchToggleStyle:
        // ToggleStyle` in `Switch.swift`, beside the private views it draws); a private one is a
        // helper of the view beside it (`NumberStepper` drawing its buttons with `StepperButtonStyle`).
        let lowered = name.lowercased()
        let styles = all.filter { d in
            d.kind == .type && d.supertypes.contains { styledViews[$0] != nil } && d.name.lowercased().contains(lowered)
        }
        // A view named with the component's name that applies such a style (`public struct SelectTrigger: View`
        // drawing its button with `SelectTriggerStyle` in `Select.swift`) is the component: the style is its helper.
        let styleNames = Set(styles.map(\.name))
        if !styleNames.isEmpty, let view = views.first(where: { v in
            guard !v.isFilePrivate, v.name.lowercased().contains(lowered) else { return false }
            var applies = false
            v.forEachExpr { e in if case .name(let n) = e.kind, styleNames.contains(n) { applies = true } }
            return applies
        }) { return view }
        return styles.first { !$0.isFilePrivate } ?? views.first ?? styles.first
    }
}

/// Calls of member functions in lowered declarations, by name (the text-style helpers a
/// component uses must be defined somewhere in the Swift sources).
func memberCalls(_ decls: [Decl], named names: Set<String>) -> [(name: String, labels: [String], loc: Loc)] {
    var out: [(name: String, labels: [String], loc: Loc)] = []
    func walk(_ e: Expr?) {
        guard let e else { return }
        switch e.kind {
        case .member(let b, _, _): walk(b)
        case .call(let callee, let args, let trailing):
            if case .member(_, let n, _) = callee.kind, names.contains(n) { out.append((n, args.compactMap(\.label), e.loc)) }
            walk(callee)
            for a in args + trailing { walk(a.value) }
        case .closure(_, let b): block(b)
        case .conditional(let a, let b, let c): walk(a); walk(b); walk(c)
        case .match(let s, let cases): walk(s); for c in cases { c.patterns.forEach(walk); walk(c.guardExpr); block(c.body) }
        case .subscript(let a, let b): walk(a); walk(b)
        case .array(let items): items.forEach(walk)
        case .object(let entries): for en in entries { walk(en.value) }
        case .unary(_, let x): walk(x)
        case .binary(_, let a, let b): walk(a); walk(b)
        case .block(let b): block(b)
        default: break
        }
    }
    func block(_ b: Block) {
        for s in b.statements {
            switch s.kind {
            case .expr(let e): walk(e)
            case .binding(let bd): walk(bd.value)
            case .assign(_, let e): walk(e)
            case .return(let e): walk(e)
            case .if(let c, let t, let o): walk(c); block(t); if let o { block(o) }
            case .match(let sj, let cases): walk(sj); for c in cases { block(c.body) }
            case .decl(let d): decl(d)
            case .loop(_, let sequence, let body): walk(sequence); block(body)
            }
        }
    }
    func decl(_ d: Decl) {
        if let b = d.body { block(b) }
        walk(d.value)
        for m in d.members { decl(m) }
    }
    for d in decls { decl(d) }
    return out
}

/// The grammar's fields this lowering reads, by id: `child(field:)` hashed the name on every call.
private enum F {
    static let condition = Language.swift.field("condition")
    static let expr = Language.swift.field("expr")
    static let ifFalse = Language.swift.field("if_false")
    static let ifTrue = Language.swift.field("if_true")
    static let lhs = Language.swift.field("lhs")
    static let name = Language.swift.field("name")
    static let op = Language.swift.field("op")
    static let operation = Language.swift.field("operation")
    static let `operator` = Language.swift.field("operator")
    static let result = Language.swift.field("result")
    static let rhs = Language.swift.field("rhs")
    static let suffix = Language.swift.field("suffix")
    static let target = Language.swift.field("target")
}

extension SwiftLowering {
    /// The bytes with each trailing comma of a list in parentheses made a space where a line break
    /// comes between it and the `)` (`Card(\n  title: "x",\n)`): valid since Swift 6.1 (SE-0439),
    /// read by tree-sitter-swift 0.7.4 as a syntax error. A comma of a one-line string cannot be
    /// followed by a line break, so string text is never touched; every position stays as it is.
    static func withoutTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
        LoweringContext.blankingTrailingCommas(bytes, lineBreak: true) { i in bytes[i] == UInt8(ascii: ")") ? i : nil }
    }

    /// The compilation conditions of the iOS app parity reads a SwiftUI design system as, for
    /// `#if`: a condition not listed is a custom flag, false as the compiler has it unset, but
    /// `canImport` of a module not listed (the design system's own dependencies) and `swift`/
    /// `compiler` version checks, which hold.
    static let compilationConditions: [String: Bool] = [
        "os(iOS)": true, "os(macOS)": false, "os(OSX)": false, "os(watchOS)": false, "os(tvOS)": false,
        "os(visionOS)": false, "os(xrOS)": false, "os(Linux)": false, "os(Windows)": false, "os(Android)": false,
        "canImport(UIKit)": true, "canImport(AppKit)": false, "canImport(WatchKit)": false,
        "targetEnvironment(macCatalyst)": false, "targetEnvironment(simulator)": false,
        "arch(arm64)": true, "DEBUG": false,
    ]
    static let holdingConditions = ["canImport(", "swift(", "compiler("]

    /// Whether a `#if`/`#elseif` condition holds (`os(iOS) || targetEnvironment(macCatalyst)`,
    /// `!os(macOS)`): `!`, `&&`, `||` and parentheses over `compilationConditions`.
    static func conditionHolds(_ text: Substring) -> Bool {
        var chars = Array(text.unicodeScalars.filter { $0 != " " && $0 != "\t" }.map(Character.init))
        if let c = chars.indices.first(where: { chars[$0] == "/" && $0 + 1 < chars.count && chars[$0 + 1] == "/" }) { chars = Array(chars[..<c]) }
        var i = 0
        func atom() -> Bool {
            if i < chars.count, chars[i] == "!" { i += 1; return !atom() }
            if i < chars.count, chars[i] == "(" {
                i += 1
                let v = or()
                if i < chars.count, chars[i] == ")" { i += 1 }
                return v
            }
            var name = ""
            while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { name.append(chars[i]); i += 1 }
            if i < chars.count, chars[i] == "(" {
                var depth = 0
                repeat {
                    if chars[i] == "(" { depth += 1 } else if chars[i] == ")" { depth -= 1 }
                    name.append(chars[i]); i += 1
                } while i < chars.count && depth > 0
            }
            if let v = compilationConditions[name] { return v }
            return holdingConditions.contains { name.hasPrefix($0) } || name == "true"
        }
        func and() -> Bool {
            var v = atom()
            while i + 1 < chars.count, chars[i] == "&", chars[i + 1] == "&" { i += 2; let r = atom(); v = v && r }
            return v
        }
        func or() -> Bool {
            var v = and()
            while i + 1 < chars.count, chars[i] == "|", chars[i + 1] == "|" { i += 2; let r = and(); v = v || r }
            return v
        }
        return or()
    }

    /// The bytes with conditional compilation resolved for an iOS build: the `#if`, `#elseif`,
    /// `#else` and `#endif` lines and the branches not taken (`#if targetEnvironment(macCatalyst)`)
    /// made spaces, line breaks kept, so every position stays. tree-sitter-swift 0.7.4 reads a
    /// directive among a type's members as a syntax error, and both branches would declare the
    /// same names. Bytes without a directive are returned as they are.
    static func withActiveBranches(_ bytes: [UInt8]) -> [UInt8] {
        // Only an `#if` first on its line opens a block (`#Preview {` does not): found with `memchr`.
        let hasDirective = bytes.withUnsafeBufferPointer { b -> Bool in
            guard let base = b.baseAddress else { return false }
            var from = 0
            while from < b.count, let p = memchr(base + from, Int32(UInt8(ascii: "#")), b.count - from) {
                let i = base.distance(to: p.assumingMemoryBound(to: UInt8.self))
                var j = i - 1
                while j >= 0, b[j] == 0x20 || b[j] == 0x09 { j -= 1 }
                if j < 0 || b[j] == 0x0A, i + 3 < b.count, b[i + 1] == UInt8(ascii: "i"), b[i + 2] == UInt8(ascii: "f"),
                   b[i + 3] == 0x20 || b[i + 3] == 0x09 || b[i + 3] == UInt8(ascii: "(") || b[i + 3] == UInt8(ascii: "!") { return true }
                from = i + 1
            }
            return false
        }
        guard hasDirective else { return bytes }
        var out = bytes
        // Per open `#if`: whether a branch was taken, whether the current one is, and whether the enclosing code is.
        var stack: [(taken: Bool, active: Bool, outer: Bool)] = []
        var start = 0
        while start < out.count {
            var end = start
            while end < out.count, out[end] != 0x0A { end += 1 }
            var i = start
            while i < end, out[i] == 0x20 || out[i] == 0x09 { i += 1 }
            let active = stack.last?.active ?? true
            var directive = false
            if i < end, out[i] == UInt8(ascii: "#") {
                var j = i + 1
                while j < end, (out[j] | 0x20) >= 0x61 && (out[j] | 0x20) <= 0x7A { j += 1 }
                let word = String(decoding: out[i + 1..<j], as: UTF8.self)
                let rest = String(decoding: out[j..<end], as: UTF8.self)[...]
                switch word {
                case "if":
                    let v = active && conditionHolds(rest)
                    stack.append((v, v, active)); directive = true
                case "elseif" where !stack.isEmpty:
                    let top = stack[stack.count - 1]
                    let v = top.outer && !top.taken && conditionHolds(rest)
                    stack[stack.count - 1] = (top.taken || v, v, top.outer); directive = true
                case "else" where !stack.isEmpty:
                    let top = stack[stack.count - 1]
                    stack[stack.count - 1] = (true, top.outer && !top.taken, top.outer); directive = true
                case "endif" where !stack.isEmpty:
                    stack.removeLast(); directive = true
                default: break
                }
            }
            if directive || !active {
                for k in start..<end where out[k] != 0x0D { out[k] = 0x20 }
            }
            start = end + 1
        }
        return out
    }

    /// Whether a node is a comment (`//` or `/* */`).
    func isComment(_ n: Node) -> Bool { n.kind == .comment || n.kind == .multilineComment }

    /// The node types of tree-sitter-swift this lowering tells apart, named as the grammar names them
    /// (the raw values); `other` is every other type.
    enum NodeKind: String, CaseIterable, Sendable {
        case other = ""
        case `actor`
        case additiveExpression = "additive_expression"
        case arrayLiteral = "array_literal"
        case arrow = "->"
        case asExpression = "as_expression"
        case assignment
        case attribute
        case awaitExpression = "await_expression"
        case binLiteral = "bin_literal"
        case bitwiseOperation = "bitwise_operation"
        case booleanLiteral = "boolean_literal"
        case availabilityCondition = "availability_condition"
        case callExpression = "call_expression"
        case callSuffix = "call_suffix"
        case checkExpression = "check_expression"
        case `class`
        case classBody = "class_body"
        case classDeclaration = "class_declaration"
        case typealiasDeclaration = "typealias_declaration"
        case colon = ":"
        case comma = ","
        case comment
        case comparisonExpression = "comparison_expression"
        case computedProperty = "computed_property"
        case conjunctionExpression = "conjunction_expression"
        case controlTransferStatement = "control_transfer_statement"
        case customOperator = "custom_operator"
        case defaultKeyword = "default_keyword"
        case dictionaryLiteral = "dictionary_literal"
        case disjunctionExpression = "disjunction_expression"
        case doStatement = "do_statement"
        case dot = "."
        case `else`
        case `enum`
        case enumClassBody = "enum_class_body"
        case enumEntry = "enum_entry"
        case equalityExpression = "equality_expression"
        case equals = "="
        case `extension`
        case forStatement = "for_statement"
        case functionBody = "function_body"
        case functionDeclaration = "function_declaration"
        case subscriptDeclaration = "subscript_declaration"
        case `guard`
        case guardStatement = "guard_statement"
        case hexLiteral = "hex_literal"
        case `if`
        case bang
        case ifStatement = "if_statement"
        case infixExpression = "infix_expression"
        case inheritanceSpecifier = "inheritance_specifier"
        case initDeclaration = "init_declaration"
        case integerLiteral = "integer_literal"
        case interpolatedExpression = "interpolated_expression"
        case keyPathExpression = "key_path_expression"
        case lambdaLiteral = "lambda_literal"
        case lambdaParameter = "lambda_parameter"
        case lineStrText = "line_str_text"
        case lineStringLiteral = "line_string_literal"
        case modifiers
        case multiLineStrText = "multi_line_str_text"
        case multiLineStringLiteral = "multi_line_string_literal"
        case multilineComment = "multiline_comment"
        case multiplicativeExpression = "multiplicative_expression"
        case navigationExpression = "navigation_expression"
        case navigationSuffix = "navigation_suffix"
        case `nil`
        case nilCoalescingExpression = "nil_coalescing_expression"
        case octLiteral = "oct_literal"
        case openBrace = "{"
        case openBracket = "["
        case parameter
        case pattern
        case postfixExpression = "postfix_expression"
        case prefixExpression = "prefix_expression"
        case propertyDeclaration = "property_declaration"
        case protocolDeclaration = "protocol_declaration"
        case question = "?"
        case rangeExpression = "range_expression"
        case rawStringLiteral = "raw_string_literal"
        case realLiteral = "real_literal"
        case repeatWhileStatement = "repeat_while_statement"
        case `return`
        case selfExpression = "self_expression"
        case simpleIdentifier = "simple_identifier"
        case statements
        case strEscapedChar = "str_escaped_char"
        case `struct`
        case switchEntry = "switch_entry"
        case switchPattern = "switch_pattern"
        case switchStatement = "switch_statement"
        case ternaryExpression = "ternary_expression"
        case throwKeyword = "throw_keyword"
        case tryExpression = "try_expression"
        case tupleExpression = "tuple_expression"
        case typeAnnotation = "type_annotation"
        case typeConstraints = "type_constraints"
        case typeIdentifier = "type_identifier"
        case typeParameters = "type_parameters"
        case typeParameter = "type_parameter"
        case userType = "user_type"
        case parameterModifiers = "parameter_modifiers"
        case optionalType = "optional_type"
        case valueArgument = "value_argument"
        case valueArgumentLabel = "value_argument_label"
        case valueArguments = "value_arguments"
        case valueBindingPattern = "value_binding_pattern"
        case whereKeyword = "where_keyword"
        case whileStatement = "while_statement"
        case wildcardPattern = "wildcard_pattern"
    }
}

private let kinds = KindTable<SwiftLowering.NodeKind>(.swift, other: .other)

private extension Node {
    /// This node's type as the lowering knows it: one array read, no string compared.
    var kind: SwiftLowering.NodeKind { kinds[self] }

    /// The part the node's grammar rule ends with (`KindTable.lastPart`).
    func lastPart(_ kind: SwiftLowering.NodeKind) -> Node? { kinds.lastPart(of: self, kind) }
}

private extension [Node] {
    /// The first named one of these nodes of a kind: `firstNamedChild` on children listed once.
    func firstNamed(_ kind: SwiftLowering.NodeKind) -> Node? { first { $0.isNamed && $0.kind == kind } }
}
