import Foundation
import ParityIR
import ParityModel
import TreeSitterKit

/// Kotlin (Compose) syntax tree -> IR. The only code that knows tree-sitter-kotlin's node types.
struct KotlinLowering: Lowering {
    let cx: LoweringContext
    /// The file's import aliases: `import androidx.compose.ui.graphics.Color as UIColor` makes
    /// `UIColor` lower as `Color`.
    var aliases: [String: String] = [:]
    /// Aliases of library imports, as the qualified name an expression lowers to
    /// (`import androidx.compose.ui.window.Dialog as ComposeDialog`: `ComposeDialog(…)` is the
    /// library's `Dialog`, never the project's own `Dialog` that calls it).
    var libraryAliases: [String: String] = [:]
    /// Members imported by name (`import com.acme.tokens.PaletteTokens.Plum500`,
    /// `import androidx.compose.foundation.layout.Arrangement.spacedBy`): the name is that member
    /// of its object (`PaletteTokens.Plum500`, `Arrangement.spacedBy`).
    var memberImports: [String: (owner: String, member: String)] = [:]
    /// Names a function declares (its parameters and local `val`s, `var`s and lambda parameters)
    /// while its body is lowered: such a name is the local, not a member imported by that name
    /// (`import …SparkTheme.colors` and `val colors = style.colors(intent)`).
    final class Scope { var locals: Set<String> = [] }
    let scope = Scope()

    static func lower(_ root: Node, file: Int) -> [Decl] {
        let imports = imports(root)
        var library = libraryAliases(imports)
        // A library name the file imports and also declares (Spark's `AlertDialog.kt`: `import
        // androidx.compose.material3.AlertDialog` beside its own `fun AlertDialog`): Kotlin's explicit
        // import wins over the file's package, so a call of it is the library's.
        if imports.contains(where: { $0.alias == nil && libraryPath($0.path) != nil }) {
            var declared: Set<String> = []
            root.forEachChild { c in
                if c.type == "function_declaration", let n = c.firstNamedChild("simple_identifier") { declared.insert(n.text) }
                return true
            }
            for i in imports where i.alias == nil && declared.contains(i.name) {
                if let path = libraryPath(i.path) { library[i.name] = path }
            }
        }
        // A library name whose package decides what it is (Material 2's `Button` is not Material 3's)
        // is lowered as the name parity knows that package's by (`Material2Button`).
        for i in imports where i.alias == nil && inMaterialPackage(i.path) { if let local = packageNames[i.path] { library[i.name] = local } }
        var l = KotlinLowering(cx: LoweringContext(file: file, tree: root.tree), aliases: importAliases(imports), libraryAliases: library)
        l.memberImports = memberImports(imports)
        return l.declarations(root)
    }

    /// The imports of an object's or a type's member: the segment before the last is capitalized
    /// (`Companion` stands for its type: `Color.Companion.White` is `Color.White`).
    static func memberImports(_ imports: [(name: String, alias: String?, path: String)]) -> [String: (owner: String, member: String)] {
        var out: [String: (owner: String, member: String)] = [:]
        for i in imports {
            if i.path.utf8.allSatisfy({ $0 < 0x80 }), let found = i.path.utf8.withContiguousStorageIfAvailable(asciiMemberImport) {
                if let (owner, member) = found { out[i.alias ?? member] = (owner, member) }
                continue
            }
            var parts = i.path.split(separator: ".").map(String.init)
            guard parts.count >= 2, let member = parts.popLast() else { continue }
            if parts.last == "Companion" { parts.removeLast() }
            guard let owner = parts.last, owner.first?.isUppercase == true else { continue }
            out[i.alias ?? member] = (owner, member)
        }
        return out
    }

    /// `memberImports` of an ASCII path (every real one), by its bytes from the end: a `String`
    /// per segment and asking a `Character` whether it is uppercase were a tenth of the Kotlin
    /// lowering. Nil when the path imports no member.
    static func asciiMemberImport(_ b: UnsafeBufferPointer<UInt8>) -> (owner: String, member: String)? {
        // The last three segments (empty ones skipped, as `split` skips them).
        var last: Range<Int>?, second: Range<Int>?, third: Range<Int>?
        var end = b.count
        while third == nil, end > 0 {
            var start = end
            while start > 0, b[start - 1] != UInt8(ascii: ".") { start -= 1 }
            if start < end {
                if last == nil { last = start..<end } else if second == nil { second = start..<end } else { third = start..<end }
            }
            end = start - 1
        }
        guard let member = last, var owner = second else { return nil }
        if b[owner].elementsEqual("Companion".utf8) {
            guard let beyond = third else { return nil }
            owner = beyond
        }
        guard b[owner.lowerBound] >= UInt8(ascii: "A"), b[owner.lowerBound] <= UInt8(ascii: "Z") else { return nil }
        func text(_ r: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: b[r]), as: UTF8.self) }
        return (text(owner), text(member))
    }

    static func importAliases(_ imports: [(name: String, alias: String?, path: String)]) -> [String: String] {
        Dictionary(imports.compactMap { i in i.alias.map { ($0, i.name) } }, uniquingKeysWith: { _, later in later })
    }

    /// Library names that mean something else in another package, by import path -> the name parity
    /// knows it by: Material 2's (androidx.compose.material) buttons, rows of the Compose tables, and
    /// its checkbox and radio button, declared in the Material prelude (`MaterialPrelude`).
    /// The package `packageNames` holds names of (a byte test before the lookup, for every import).
    static let materialPackage = Array("androidx.compose.material.".utf8)
    static func inMaterialPackage(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { b in b.count > materialPackage.count && memcmp(b.baseAddress!, materialPackage, materialPackage.count) == 0 }
    }
    static let packageNames: [String: String] = Dictionary(uniqueKeysWithValues: ["Button", "OutlinedButton", "TextButton", "ButtonDefaults", "Checkbox", "CheckboxDefaults", "RadioButton", "RadioButtonDefaults"].map {
        ("androidx.compose.material." + $0, "Material2" + $0)
    })

    static func libraryAliases(_ imports: [(name: String, alias: String?, path: String)]) -> [String: String] {
        Dictionary(imports.compactMap { i in i.alias.flatMap { a in libraryPath(i.path).map { (a, $0) } } }, uniquingKeysWith: { _, later in later })
    }

    /// The bytes with each trailing comma before `->` made a space (`Full,\n -> {` in a `when`, `{ a, b, -> }`):
    /// valid Kotlin that tree-sitter-kotlin 0.7.4's grammar reads as a syntax error. Every other byte,
    /// and so every position, stays as it is; bytes without such a comma are returned as they are.
    static func withoutArrowTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
        LoweringContext.blankingTrailingCommas(bytes, lineBreak: false) { i in
            i >= 1 && bytes[i] == UInt8(ascii: ">") && bytes[i - 1] == UInt8(ascii: "-") ? i - 1 : nil
        }
    }

    /// The bytes with a `;` in place of the blank before each `in` that starts a `when` entry on a
    /// line of its own after another entry (`in 0.dp..32.dp -> 6.dp` then `in 32.dp..40.dp -> 8.dp`):
    /// tree-sitter-kotlin 0.7.4 reads the first entry's value and the next line as one check
    /// (`6.dp in 32.dp..40.dp`), a syntax error that loses the whole `when`. A line is such an entry
    /// where it starts with `in` and a blank, holds `->` or ends a condition of a list (`,`), and the code
    /// line before it ends neither an opener nor a condition list (`{`, `(`, `,`). Every other byte, and so every position, stays;
    /// bytes without such a line are returned as they are.
    static func withWhenRangeEntriesSeparated(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8]?
        let n = bytes.count
        func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
        // The last byte of the code line before the line starting at `lineStart` (blank and `//` lines skipped).
        func lastCode(before lineStart: Int) -> UInt8? {
            var end = lineStart - 1
            while end > 0 {
                var s = end - 1
                while s >= 0, bytes[s] != 0x0A { s -= 1 }
                var a = s + 1, z = end - 1
                while a < end, isBlank(bytes[a]) { a += 1 }
                while z >= a, isBlank(bytes[z]) || bytes[z] == 0x0D { z -= 1 }
                let comment = a + 1 < end && bytes[a] == UInt8(ascii: "/") && bytes[a + 1] == UInt8(ascii: "/")
                if z >= a, !comment { return bytes[z] }
                end = s
            }
            return nil
        }
        var lineStart = 0
        while lineStart < n {
            var i = lineStart
            while i < n, isBlank(bytes[i]) { i += 1 }
            var lineEnd = i
            while lineEnd < n, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var last = lineEnd - 1
            while last > i, isBlank(bytes[last]) || bytes[last] == 0x0D { last -= 1 }
            if i > lineStart, i + 2 < n, bytes[i] == UInt8(ascii: "i"), bytes[i + 1] == UInt8(ascii: "n"), isBlank(bytes[i + 2]),
               bytes[last] == UInt8(ascii: ",") || bytes[i..<lineEnd].indices.contains(where: { $0 + 1 < lineEnd && bytes[$0] == UInt8(ascii: "-") && bytes[$0 + 1] == UInt8(ascii: ">") }),
               let last = lastCode(before: lineStart), ![UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: ",")].contains(last) {
                if out == nil { out = bytes }
                out![i - 1] = UInt8(ascii: ";")
            }
            lineStart = lineEnd + 1
        }
        return out ?? bytes
    }

    /// A file's package (`package com.acme.ui` -> `com.acme.ui`): the first line that starts with
    /// `package`; nil without one.
    static func package(_ bytes: [UInt8]) -> String? {
        var lineStart = 0
        let word = Array("package".utf8)
        while lineStart < bytes.count {
            var i = lineStart
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            if i + word.count < bytes.count, Array(bytes[i..<i + word.count]) == word, bytes[i + word.count] == 0x20 || bytes[i + word.count] == 0x09 {
                i += word.count
                while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
                let s = i
                while i < bytes.count, bytes[i] == 0x2E || bytes[i] == 0x5F || (bytes[i] | 0x20) >= 0x61 && (bytes[i] | 0x20) <= 0x7A || bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
                return i > s ? String(decoding: bytes[s..<i], as: UTF8.self) : nil
            }
            while lineStart < bytes.count, bytes[lineStart] != 0x0A { lineStart += 1 }
            lineStart += 1
        }
        return nil
    }

    /// What a file's `import` lines bring in: the last name of each path (wildcard imports
    /// none), with its `as` alias and the path.
    static func imports(_ root: Node) -> [(name: String, alias: String?, path: String)] {
        header(root.tree.source.bytes)?.imports ?? treeImports(root)
    }

    /// The imports as the syntax tree has them (where `header` cannot read the file's header).
    static func treeImports(_ root: Node) -> [(name: String, alias: String?, path: String)] {
        var out: [(name: String, alias: String?, path: String)] = []
        let bytes = root.tree.source.bytes
        /// `h.text.hasSuffix("*")` (a wildcard import) by the last byte where the text is ASCII.
        func endsWithStar(_ h: Node) -> Bool {
            guard let b = LoweringContext.ascii(h, in: bytes) else { return h.text.hasSuffix("*") }
            return b.last == UInt8(ascii: "*")
        }
        root.forEachChild { list in
            guard list.kind == .importList else { return true }
            list.forEachChild { h in
                guard h.kind == .importHeader, !endsWithStar(h) else { return true }
                let named = h.namedChildren
                guard let path = named.first(.identifier) else { return true }
                let text = path.text
                out.append((text.lastDotPart, named.first(.importAlias)?.firstNamedChild("type_identifier")?.text, text))
                return true
            }
            return true
        }
        return out
    }

    /// A file's package and import lines read off its bytes: where the first line after them
    /// starts, and the imports as `imports(_:)` gives them. The parser starts there (a Compose
    /// file's imports are often a third of it, and nothing else reads them). Nil where the header
    /// is not plainly written (a file annotation or shebang, a name with spaces, non-ASCII or a
    /// backtick, a nested comment, a second statement on a line): the whole file is parsed and
    /// its tree read.
    static func header(_ bytes: [UInt8]) -> (end: Int, imports: [(name: String, alias: String?, path: String)])? {
        var imports: [(name: String, alias: String?, path: String)] = []
        let n = bytes.count
        var i = 0, end = 0
        func at(_ word: StaticString) -> Bool {
            let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard i + w.count <= n else { return false }
            for k in 0..<w.count where bytes[i + k] != w[k] { return false }
            return true
        }
        func blank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
        func spaces() { while i < n, blank(bytes[i]) { i += 1 } }
        func identByte(_ b: UInt8) -> Bool {
            (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b >= 0x30 && b <= 0x39 || b == 0x5F
        }
        // A dotted name (`a.b.C`, or `a.b.*` where `star`), as written.
        func path(star: Bool) -> (String, Bool)? {
            let start = i
            var wildcard = false
            while true {
                let s = i
                while i < n, identByte(bytes[i]) { i += 1 }
                if i == s {
                    guard star, i > start, bytes[i - 1] == 0x2E, i < n, bytes[i] == 0x2A else { return nil }
                    i += 1
                    wildcard = true
                    break
                }
                guard i < n, bytes[i] == 0x2E else { break }
                i += 1
            }
            return (String(decoding: bytes[start..<i], as: UTF8.self), wildcard)
        }
        // The rest of a statement's line: `;`, spaces and a line comment, then the line break.
        func lineEnd() -> Bool {
            spaces()
            if i < n, bytes[i] == 0x3B { i += 1; spaces() }
            if at("//") { while i < n, bytes[i] != 0x0A { i += 1 } }
            if i < n, bytes[i] == 0x0D { i += 1 }
            guard i < n, bytes[i] == 0x0A else { return i == n }
            i += 1
            return true
        }
        while true {
            while i < n, blank(bytes[i]) || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
            if at("//") {
                while i < n, bytes[i] != 0x0A { i += 1 }
            } else if at("/*") {
                i += 2
                while i < n, !at("*/") {
                    if at("/*") { return nil }
                    i += 1
                }
                guard i < n else { return nil }
                i += 2
            } else if at("package"), i + 7 < n, blank(bytes[i + 7]) {
                i += 7
                spaces()
                guard path(star: false) != nil, lineEnd() else { return nil }
                end = i
            } else if at("import"), i + 6 < n, blank(bytes[i + 6]) {
                i += 6
                spaces()
                guard let (text, wildcard) = path(star: true) else { return nil }
                var alias: String?
                spaces()
                if !wildcard, at("as"), i + 2 < n, blank(bytes[i + 2]) {
                    i += 2
                    spaces()
                    let s = i
                    while i < n, identByte(bytes[i]) { i += 1 }
                    guard i > s else { return nil }
                    alias = String(decoding: bytes[s..<i], as: UTF8.self)
                }
                guard lineEnd() else { return nil }
                if !wildcard { imports.append((text.lastDotPart, alias, text)) }
                end = i
            } else {
                break
            }
        }
        // What may stand before a package line: a file annotation, a shebang.
        if at("@file") || at("#!") { return nil }
        return (end, imports)
    }

    /// Library packages a qualified name can start with (`androidx.compose.material3.Text`).
    static let libraryPackages: Set<String> = ["androidx", "android", "kotlin", "kotlinx", "java", "javax"]
    /// Their first bytes: most navigation expressions are ruled out without reading their text.
    static let libraryRoots: Set<UInt8> = Set(libraryPackages.compactMap { $0.utf8.first })

    /// `text` where it is a library package path ending in a type or view name
    /// (`androidx.compose.material3.Text`: lowercase segments, then one capitalized), else nil.
    static func libraryPath(_ text: String) -> String? {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        func word(_ p: Substring.UTF8View) -> Bool {
            !p.isEmpty && p.allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") }
        }
        guard parts.count >= 3, libraryPackages.contains(String(Substring(parts[0]))), parts.allSatisfy(word),
              let last = parts.last?.first, last >= UInt8(ascii: "A"), last <= UInt8(ascii: "Z"),
              parts.dropLast().allSatisfy({ $0.first.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") } ?? false }) else { return nil }
        return text
    }

    /// A name as the file's imports mean it.
    func named(_ n: String) -> String { aliases.isEmpty ? n : aliases[n] ?? n }

    // MARK: declarations

    /// The declarations among a container's children (a file, a class body), with the comments
    /// before each as its doc, and a property's `get()` (a sibling node in this grammar) as its body.
    func declarations(_ container: Node) -> [Decl] {
        var out: [Decl] = []
        var comments: [String] = []
        container.forEachChild { c in
            switch c.kind {
            case .lineComment, .multilineComment:
                let text = c.text.commentText
                if !text.isSectionMark { comments.append(text) }
                return true
            case .getter:
                if let last = out.last, last.kind == .property, let body = c.firstNamedChild("function_body") {
                    last.body = functionBody(body)
                    last.value = nil
                }
            case .prefixExpression:
                if let last = out.last, last.kind == .property, let body = annotatedGetter(c) {
                    last.body = body
                    last.value = nil
                }
            case .functionDeclaration: out.append(function(c, doc: comments))
            case .propertyDeclaration: if let p = property(c, doc: comments) { out.append(p) }
            case .classDeclaration: out.append(classDecl(c, doc: comments))
            case .objectDeclaration, .companionObject: out.append(objectDecl(c, doc: comments))
            default: break
            }
            comments = []
            return true
        }
        return out
    }

    /// Binary operator expressions: the grammar (fwcd/tree-sitter-kotlin#96) reads `!a && b` as
    /// `!(a && b)` and `-a + b` as `-(a + b)`, a prefix over the whole expression after it.
    static let prefixTakers: Set<NodeKind> = [.conjunctionExpression, .disjunctionExpression, .equalityExpression, .comparisonExpression,
                                              .additiveExpression, .multiplicativeExpression, .elvisExpression]

    /// A prefix operator applied as Kotlin binds it, to the first operand of the operator expression
    /// the grammar put it over (a parenthesized one is a `parenthesized_expression`, left whole).
    func prefix(_ op: String, on x: Node, _ n: Node) -> Expr {
        guard ["!", "-", "+"].contains(op), Self.prefixTakers.contains(x.kind), let (l, o, r) = binaryParts(x) else {
            return cx.prefixed(op, expr(x), n)
        }
        return cx.expr(.binary(o, prefix(op, on: l, l), expr(r)), x)
    }

    /// A binary operator expression's operands and operator (nil with fewer than two operands).
    func binaryParts(_ n: Node) -> (Node, String, Node)? {
        guard n.namedChildCount >= 2, let l = n.namedChild(0), let r = n.lastNamedChild else { return nil }
        var op = ""
        n.forEachChild { c in
            if !c.isNamed { op = c.text; return false }
            return true
        }
        return (l, op, r)
    }

    func annotations(_ n: Node) -> [(name: String, args: [Arg])] { annotations(of: n.firstNamedChild("modifiers")) }

    /// The annotations of a declaration's `modifiers` node.
    func annotations(of modifiers: Node?) -> [(name: String, args: [Arg])] {
        guard let mods = modifiers else { return [] }
        var out: [(name: String, args: [Arg])] = []
        mods.forEachChild { m in
            if m.kind == .annotation {
                let t = m.firstNamedChild("user_type") ?? m.firstNamedChild("constructor_invocation")?.firstNamedChild("user_type")
                if let t { out.append((t.text.lastDotPart, [])) }
            }
            return true
        }
        return out
    }

    func modifierWords(_ n: Node) -> Set<String> { modifierWords(of: n.firstNamedChild("modifiers")) }

    /// The keywords of a declaration's `modifiers` node.
    func modifierWords(of modifiers: Node?) -> Set<String> {
        guard let mods = modifiers else { return [] }
        var out: Set<String> = []
        mods.forEachChild { m in
            if m.kind != .annotation { out.insert(m.text) }
            return true
        }
        return out
    }

    func function(_ n: Node, doc: [String]) -> Decl {
        // The named children listed once: each `firstNamedChild` walked them all again.
        let named = n.namedChildren
        let name = named.first(.simpleIdentifier)?.text ?? "?"
        let d = Decl(.function, name: name, loc: cx.loc(n))
        let mods = named.first(.modifiers)
        d.annotations = annotations(of: mods)
        d.isPublic = modifierWords(of: mods).isDisjoint(with: ["private", "internal", "protected"])
        d.doc = doc.isEmpty ? nil : doc.joined(separator: "\n")
        if let r = n.child(F.receiver) ?? named.first(.receiverType) { d.receiver = typeName(r) }
        if let ps = named.first(.functionValueParameters) { d.params = parameters(ps) }
        if let t = named.first(.userType) ?? named.first(.nullableType) { d.type = t.text }
        let outer = scope.locals
        defer { scope.locals = outer }
        if !memberImports.isEmpty { scope.locals.formUnion(localNames(n)) }
        if let body = named.first(.functionBody) {
            if body.firstNamedChild("statements") != nil || body.child(0)?.kind == .openBrace {
                d.body = KotlinLowering.focusFlags(block(body))
            } else if let e = body.namedChild(0) {
                d.value = expr(e)
            }
        }
        return d
    }

    /// The names a function declares that a member import may also name: its parameters, local
    /// variables and lambda parameters.
    func localNames(_ fn: Node) -> Set<String> {
        var out: Set<String> = []
        fn.walk { node in
            // A lambda's parameters are `variable_declaration`s inside its `lambda_parameters`.
            if node.kind == .parameter || node.kind == .variableDeclaration, let i = node.firstNamedChild("simple_identifier"), memberImports[i.text] != nil {
                out.insert(i.text)
            }
            return true
        }
        return out
    }

    /// Modifiers whose lambda hears the focus, and the members of its argument that say it is focused.
    static let focusListeners: Set<String> = ["onFocusChanged", "onFocusEvent"]
    static let focusMembers: Set<String> = ["isFocused", "hasFocus"]

    /// `var focused by remember { mutableStateOf(false) }` that a `Modifier.onFocusChanged { focused =
    /// it.hasFocus }` sets: the focused state, as `interactionSource.collectIsFocusedAsState()` is.
    static func focusFlags(_ b: Block) -> Block {
        var flags: Set<String> = []
        for st in b.statements { if case .binding(let bd) = st.kind, bd.delegated { flags.insert(bd.name) } }
        guard !flags.isEmpty else { return b }
        var focused: Set<String> = []
        func visit(_ e: Expr) {
            if case .call(let callee, let args, let trailing) = e.kind, case .member(_, let m, _) = callee.kind, focusListeners.contains(m) {
                for a in args + trailing {
                    guard case .closure(_, let body) = a.value.kind else { continue }
                    for s in body.statements {
                        if case .assign(let n, let v) = s.kind, flags.contains(n), case .member(_, let p, _) = v.kind, focusMembers.contains(p) { focused.insert(n) }
                    }
                }
            }
            TSXLowering.forEachChild(e, visit)
        }
        for st in b.statements { TSXLowering.forEachExpr(st, visit) }
        guard !focused.isEmpty else { return b }
        return Block(b.statements.map { st in
            guard case .binding(var bd) = st.kind, focused.contains(bd.name), let v = bd.value else { return st }
            bd.value = Expr(.call(Expr(.member(Expr(.name("#focus"), v.loc), "collectIsFocusedAsState", optional: false), v.loc), [], trailing: []), v.loc)
            return Stmt(.binding(bd), st.loc)
        })
    }

    /// The plain type name of a receiver or type (`ButtonSize` of `ButtonSize?`, `a.b.Tone` -> `Tone`).
    func typeName(_ n: Node) -> String {
        if let b = cx.ascii(n) {
            // The same by bytes (Foundation's trimming goes through `NSString`).
            var start = b.startIndex, end = b.firstIndex(of: UInt8(ascii: "<")) ?? b.endIndex
            while start < end, b[start] == UInt8(ascii: "?") || b[start] == UInt8(ascii: " ") { start += 1 }
            while end > start, b[end - 1] == UInt8(ascii: "?") || b[end - 1] == UInt8(ascii: " ") { end -= 1 }
            if let dot = b[start..<end].lastIndex(of: UInt8(ascii: ".")), dot + 1 != end { start = dot + 1 }
            return named(String(decoding: b[start..<end], as: UTF8.self))
        }
        var t = n.text
        if let lt = t.firstIndex(of: "<") { t = String(t[..<lt]) }
        t = t.trimmingCharacters(in: CharacterSet(charactersIn: "? "))
        return named(t.lastDotPart)
    }

    func parameters(_ n: Node) -> [Param] {
        var out: [Param] = []
        var afterEquals = false
        n.forEachChild { c in
            switch c.kind {
            case .parameter, .classParameter:
                let named = c.namedChildren
                let name = named.first(.simpleIdentifier)?.text ?? "_"
                let type = (named.first(.userType) ?? named.first(.nullableType) ?? named.first(.functionType)).map(typeName)
                var p = Param(name: name, type: type, loc: cx.loc(c))
                p.optional = named.first(.userType) == nil && named.first(.nullableType) != nil
                // class_parameter holds its default inside.
                if c.kind == .classParameter {
                    var eq = false
                    c.forEachChild { k in
                        if k.kind == .equals { eq = true } else if eq, k.isNamed { p.defaultValue = expr(k); eq = false }
                        return true
                    }
                }
                out.append(p)
                afterEquals = false
            case .equals: afterEquals = true
            default:
                if afterEquals, c.isNamed, !out.isEmpty {
                    out[out.count - 1].defaultValue = expr(c)
                    afterEquals = false
                }
            }
            return true
        }
        return out
    }

    func property(_ n: Node, doc: [String]) -> Decl? {
        let named = n.namedChildren
        guard let v = named.first(.variableDeclaration) else { return nil }
        let declared = v.namedChildren
        guard let id = declared.first(.simpleIdentifier) else { return nil }
        let d = Decl(.property, name: id.text, loc: cx.loc(n))
        d.annotations = annotations(of: named.first(.modifiers))
        d.doc = doc.isEmpty ? nil : doc.joined(separator: "\n")
        if let r = n.child(F.receiver) ?? named.first(.receiverType) { d.receiver = typeName(r) }
        if let t = declared.first(.userType) ?? declared.first(.nullableType) { d.type = typeName(t) }
        if let del = named.first(.propertyDelegate), let e = del.namedChild(0) {
            d.value = expr(e)
        } else if let e = initializer(n) {
            d.value = expr(e)
        }
        if let g = named.first(.getter), let body = g.firstNamedChild("function_body") { d.body = functionBody(body); d.value = nil }
        return d
    }

    /// The expression after `=` of a property declaration.
    func initializer(_ n: Node) -> Node? {
        var eq = false
        var found: Node?
        n.forEachChild { c in
            if c.kind == .equals { eq = true } else if eq, c.isNamed { found = c; return false }
            return true
        }
        return found
    }

    /// `@Composable get() { … }` after a property, which tree-sitter-kotlin reads as an annotated
    /// call of `get` with a trailing lambda when the file goes on after it: the getter's body.
    func annotatedGetter(_ n: Node) -> Block? {
        guard n.kind == .prefixExpression, n.firstNamedChild("annotation") != nil, let call = n.firstNamedChild("call_expression"),
              call.namedChild(0)?.text == "get", let suffix = call.firstNamedChild("call_suffix"),
              let lambda = suffix.firstNamedChild("annotated_lambda")?.firstNamedChild("lambda_literal") else { return nil }
        if let args = suffix.firstNamedChild("value_arguments"), args.namedChildCount > 0 { return nil }
        return block(lambda)
    }

    func functionBody(_ body: Node) -> Block {
        if body.child(0)?.kind == .openBrace { return block(body) }
        if let e = body.namedChild(0) { return .expr(expr(e)) }
        return Block([])
    }

    /// `internal constructor(defaultFontFamily: FontFamily = …) : this(bodyDefault = TextStyle(…), …)`:
    /// an init whose value is what the primary constructor makes of the delegation's arguments
    /// (`self = Type(…)`); its own body, where it has one, runs first.
    func secondaryConstructor(_ c: Node, of type: String) -> Decl {
        let loc = cx.loc(c)
        let d = Decl(.function, name: "init", loc: loc)
        let named = c.namedChildren
        if let ps = named.first(.functionValueParameters) { d.params = parameters(ps) }
        var statements = named.first(.statements).map(statements) ?? []
        if let delegation = named.first(.constructorDelegationCall), delegation.child(0)?.text == "this" {
            let args = delegation.firstNamedChild("value_arguments").map(arguments) ?? []
            statements.append(Stmt(.assign("self", Expr(.call(Expr(.name(type), loc), args, trailing: []), loc)), loc))
        }
        d.body = Block(statements)
        return d
    }

    func classDecl(_ n: Node, doc: [String]) -> Decl {
        let name = n.firstNamedChild("type_identifier")?.text ?? "?"
        let isEnum = n.child(0)?.kind == .enum || n.hasChild("enum_class_body")
        let d = Decl(isEnum ? .enumeration : .type, name: name, loc: cx.loc(n))
        d.annotations = annotations(n)
        d.doc = doc.isEmpty ? nil : doc.joined(separator: "\n")
        let words = modifierWords(n)
        d.typeKind = isEnum ? "enum" : words.contains("data") ? "data class" : n.hasChild("interface") ? "interface" : "class"
        if let ctor = n.firstNamedChild("primary_constructor") { d.params = parameters(ctor) }
        n.forEachChild { c in
            if c.kind == .delegationSpecifier { d.supertypes.append(typeName(c)) }
            return true
        }
        if let body = n.firstNamedChild("class_body") {
            d.members = declarations(body)
            body.forEachChild { c in
                if c.kind == .secondaryConstructor { d.members.append(secondaryConstructor(c, of: name)) }
                return true
            }
        }
        if let body = n.firstNamedChild("enum_class_body") {
            var entries: [Decl] = []
            body.forEachChild { c in
                if c.kind == .enumEntry, let id = c.firstNamedChild("simple_identifier") {
                    let args = c.firstNamedChild("value_arguments").map(arguments) ?? []
                    d.cases.append((id.text, args, cx.loc(c)))
                    // An entry's own body (`Main { override fun colors() = … }`): members of
                    // `Enum.Entry`, read before the enum's (abstract) ones.
                    if let entryBody = c.firstNamedChild("class_body") {
                        let e = Decl(.extension, name: id.text, loc: cx.loc(c))
                        e.receiver = d.name + "." + id.text
                        e.members = declarations(entryBody)
                        entries.append(e)
                    }
                }
                return true
            }
            d.members = declarations(body) + entries
        }
        // Companion members are members of the class.
        for m in d.members where m.kind == .type && m.typeKind == "companion" { d.members += m.members }
        // A sealed type whose subtypes are all objects (`sealed interface Size { data object Sm : Size }`)
        // is an enum of them: its objects are its cases, their members those of `Size.Sm`.
        let objects = d.members.filter { $0.kind == .type && $0.typeKind == "object" }
        if !isEnum, words.contains("sealed"), !objects.isEmpty, !d.members.contains(where: { $0.kind == .type && $0.typeKind != "object" && $0.typeKind != "companion" }) {
            let e = Decl(.enumeration, name: name, loc: d.loc)
            e.annotations = d.annotations
            e.doc = d.doc
            e.typeKind = "enum"
            e.supertypes = d.supertypes
            // Each object made with the arguments it gives the class's constructor (`data object Sm :
            // BadgeSize(height = 16.dp)`): its properties, as an enum's entries' (`size.height`).
            e.params = d.params
            e.cases = objects.map { ($0.name, $0.superArgs, $0.loc) }
            e.members = d.members.filter { m in !objects.contains { $0 === m } }
            for o in objects where !o.members.isEmpty {
                let entry = Decl(.extension, name: o.name, loc: o.loc)
                entry.receiver = name + "." + o.name
                entry.members = o.members.map { m in m.isStatic = false; return m }
                e.members.append(entry)
            }
            return e
        }
        return d
    }

    func objectDecl(_ n: Node, doc: [String]) -> Decl {
        let name = n.firstNamedChild("type_identifier")?.text ?? "Companion"
        let d = Decl(.type, name: name, loc: cx.loc(n))
        d.typeKind = n.kind == .companionObject ? "companion" : "object"
        d.doc = doc.isEmpty ? nil : doc.joined(separator: "\n")
        // `data object Default : Padding`: the sealed interface whose members it has.
        n.forEachChild { c in
            if c.kind == .delegationSpecifier {
                d.supertypes.append(typeName(c))
                if let args = c.firstNamedChild("constructor_invocation")?.firstNamedChild("value_arguments") { d.superArgs = arguments(args) }
            }
            return true
        }
        if let body = n.firstNamedChild("class_body") { d.members = declarations(body) }
        for m in d.members { m.isStatic = true }
        return d
    }

    // MARK: statements

    /// The statements of a `{ … }` body (a function body, a lambda, a control structure body).
    func block(_ n: Node) -> Block {
        if let s = n.firstNamedChild("statements") { return Block(statements(s)) }
        if n.kind == .statements { return Block(statements(n)) }
        // A control structure body with one expression, or an empty `{}`.
        var out: [Stmt] = []
        var comment: [String] = []
        n.forEachChild { c in
            guard c.isNamed else { return true }
            if c.kind == .lineComment || c.kind == .multilineComment { comment.append(c.text.commentText); return true }
            if let g = elvisReturn(c) { out.append(g) }
            if let s = statement(c, comment: comment.isEmpty ? nil : comment.joined(separator: " ")) { out.append(s) }
            comment = []
            return true
        }
        return Block(out)
    }

    func statements(_ n: Node) -> [Stmt] {
        var out: [Stmt] = []
        var comment: [String] = []
        n.forEachChild { c in
            guard c.isNamed else { return true }
            if c.kind == .lineComment || c.kind == .multilineComment { comment.append(c.text.commentText); return true }
            if c.kind == .getter, let last = out.last, case .decl(let d) = last.kind, let body = c.firstNamedChild("function_body") {
                d.body = functionBody(body)
                return true
            }
            if let g = elvisReturn(c) { out.append(g) }
            if let s = statement(c, comment: comment.isEmpty ? nil : comment.joined(separator: " ")) { out.append(s) }
            comment = []
            return true
        }
        return out
    }

    /// `return`, `return value`, and a lambda's labeled `return@drawBehind` (out of the lambda: its
    /// body's end), as a statement; nil for another jump (`break`, `continue`, `throw`).
    func returnStatement(_ c: Node) -> Stmt? {
        guard let first = c.child(0), first.kind == .return || first.kind == .returnAt else { return nil }
        let value = c.namedChildren.first { $0.kind != .label }
        return Stmt(.return(value.map(expr)), cx.loc(c))
    }

    /// The check a `val x = value ?: return` makes before binding `x` (`val stroke = colors.border
    /// ?: return@drawBehind`): `if (value == null) return`; nil for another statement.
    func elvisReturn(_ c: Node) -> Stmt? {
        guard c.kind == .propertyDeclaration, let e = initializer(c), e.kind == .elvisExpression,
              let left = e.namedChild(0), let jump = e.lastNamedChild, jump.kind == .jumpExpression,
              let ret = returnStatement(jump) else { return nil }
        let isNull = Expr(.binary("==", expr(left), Expr(.null, cx.loc(left))), cx.loc(e))
        return Stmt(.if(isNull, Block([ret]), nil), cx.loc(c))
    }

    func statement(_ c: Node, comment: String?) -> Stmt? {
        let loc = cx.loc(c)
        switch c.kind {
        case .propertyDeclaration:
            let named = c.namedChildren
            if let m = named.first(.multiVariableDeclaration) {
                let names = m.namedChildren.compactMap { $0.firstNamedChild("simple_identifier")?.text }
                let parts = names.enumerated().map { Destructure(key: "\($0.offset)", name: $0.element) }
                return Stmt(.binding(Binding(name: "_", destructured: parts, value: initializer(c).map(expr))), loc)
            }
            guard let v = named.first(.variableDeclaration), let id = v.firstNamedChild("simple_identifier") else { return nil }
            if let del = named.first(.propertyDelegate), let e = del.namedChild(0) {
                return Stmt(.binding(Binding(name: id.text, value: expr(e), delegated: true)), loc)
            }
            return Stmt(.binding(Binding(name: id.text, value: initializer(c).map(expr))), loc)
        case .assignment:
            guard let target = c.firstNamedChild("directly_assignable_expression"), let value = c.lastNamedChild else { return nil }
            var name = target.text
            if name.hasPrefix("this.") { name = "self." + name.dropFirst(5) }
            return Stmt(.assign(name, expr(value)), loc)
        case .jumpExpression:
            return returnStatement(c)
        case .ifExpression:
            guard let cond = c.child(F.condition) else { return nil }
            let then = c.child(F.consequence).map(block) ?? Block([])
            let otherwise = c.child(F.alternative).map(block)
            return Stmt(.if(expr(cond), then, otherwise), loc)
        case .whenExpression:
            let (subject, cases) = when(c)
            return Stmt(.match(subject, cases), loc)
        case .functionDeclaration: return Stmt(.decl(function(c, doc: [])), loc)
        case .classDeclaration: return Stmt(.decl(classDecl(c, doc: [])), loc)
        case .forStatement:
            var name = "_", sequence: Expr?, body = Block([])
            for k in c.namedChildren {
                switch k.kind {
                case .variableDeclaration: name = k.firstNamedChild("simple_identifier")?.text ?? "_"
                case .controlStructureBody: body = block(k)
                case .annotation, .multiVariableDeclaration, .lineComment, .multilineComment: continue
                default: if sequence == nil { sequence = expr(k) }
                }
            }
            return Stmt(.loop(name, sequence ?? cx.expr(.unsupported("a `for` loop's sequence"), c), body), loc)
        default:
            let e = expr(c)
            if let comment { e.comment = comment }
            return Stmt(.expr(e), loc)
        }
    }

    // MARK: expressions

    func expr(_ n: Node) -> Expr {
        guard cx.enter() else { return cx.expr(.unsupported("an expression nested more than \(LoweringContext.maxDepth) deep"), n) }
        defer { cx.leave() }
        return lowerExpr(n)
    }

    private func lowerExpr(_ n: Node) -> Expr {
        switch n.kind {
        case .integerLiteral, .longLiteral, .unsignedLiteral:
            var t = withoutUnderscores(n)
            while let l = t.last, "lLuU".contains(l) { t.removeLast() }
            if let v = Double(t) { return cx.expr(.number(v, unit: ""), n) }
            return cx.unsupported(n)
        case .realLiteral:
            var t = withoutUnderscores(n)
            var unit = ""
            if let l = t.last, "fFdD".contains(l) { t.removeLast(); unit = "f" }
            if let v = Double(t), v.isFinite { return cx.expr(.number(v, unit: unit), n) }
            return cx.expr(.unsupported("`\(n.text)`, a number that overflows to infinity,"), n)
        case .hexLiteral:
            var t = withoutUnderscores(n).lowercased()
            while let l = t.last, "lu".contains(l) { t.removeLast() }
            let digits = t.hasPrefix("0x") ? String(t.dropFirst(2)) : t
            if let v = UInt64(digits, radix: 16) { return cx.expr(.hex(v, digits: digits.count), n) }
            return cx.unsupported(n)
        case .booleanLiteral: return cx.expr(.bool(n.text == "true"), n)
        case .nullLiteral: return cx.expr(.null, n)
        case .stringLiteral: return string(n)
        case .simpleIdentifier:
            let text = n.text
            if let m = memberImports[text], !scope.locals.contains(text) { return cx.expr(.member(cx.expr(.name(m.owner), n), m.member, optional: false), n) }
            return cx.expr(.name(libraryAliases.isEmpty ? named(text) : libraryAliases[text] ?? named(text)), n)
        case .thisExpression: return cx.expr(.this, n)
        case .parenthesizedExpression:
            return n.namedChild(0).map(expr) ?? cx.unsupported(n)
        case .navigationExpression:
            // `androidx.compose.material3.Text(…)`: a library's declaration written with its package
            // (where the project has its own `Text`): one name, which the evaluator reads as the library's.
            if KotlinLowering.libraryRoots.contains(cx.source.bytes[n.startByte]), let path = KotlinLowering.libraryPath(n.text) {
                return cx.expr(.name(path), n)
            }
            guard let base = n.namedChild(0), let suffix = n.lastPart(.navigationSuffix),
                  let id = suffix.firstNamedChild("simple_identifier") else { return cx.unsupported(n) }
            let b = expr(base)
            let name = id.text
            if ["dp", "sp", "em", "px"].contains(name), case .unsupported(let why) = b.kind { return cx.expr(.unsupported(why), n) }
            // `16.dp`, `(-0.5).sp`, `1.5.em`: a number with its unit.
            if ["dp", "sp", "em", "px"].contains(name) {
                if case .number(let v, let u) = b.kind, u.isEmpty || u == "f" { return cx.expr(.number(v, unit: name), n) }
                if case .unary("-", let inner) = b.kind, case .number(let v, let u) = inner.kind, u.isEmpty || u == "f" { return cx.expr(.number(-v, unit: name), n) }
            }
            let optional = suffix.child(0)?.kind == .questionDot
            return cx.expr(.member(b, name, optional: optional), n)
        case .callExpression:
            guard let callee = n.namedChild(0), let suffix = n.lastPart(.callSuffix) else { return cx.unsupported(n) }
            var args: [Arg] = []
            var trailing: [Arg] = []
            suffix.forEachChild { c in
                if c.kind == .valueArguments { args = arguments(c) }
                if c.kind == .annotatedLambda, let lam = c.lastPart(.lambdaLiteral) { trailing.append(Arg(lambda(lam))) }
                return true
            }
            // Kotlin's `repeat(4) { index -> Segment(…) }` is `(0 until 4).forEach { index -> … }`.
            if callee.kind == .simpleIdentifier, cx.text(callee) == "repeat", args.count == 1, args[0].label == nil, trailing.count == 1 {
                let range = cx.expr(.binary("until", cx.expr(.number(0, unit: ""), callee), args[0].value), callee)
                return cx.expr(.call(cx.expr(.member(range, "forEach", optional: false), callee), [], trailing: trailing), n, comment: cx.comment(before: n.startByte))
            }
            // A comment right before a call names the view it makes (`// Thumb`).
            return cx.expr(.call(expr(callee), args, trailing: trailing), n, comment: cx.comment(before: n.startByte))
        case .lambdaLiteral: return lambda(n)
        case .callableReference: return reference(n)
        case .annotatedLambda: return n.lastPart(.lambdaLiteral).map(lambda) ?? cx.unsupported(n)
        case .ifExpression:
            guard let cond = n.child(F.condition) else { return cx.unsupported(n) }
            let then = n.child(F.consequence).map(bodyExpr) ?? cx.expr(.null, n)
            let otherwise = n.child(F.alternative).map(bodyExpr) ?? cx.expr(.null, n)
            return cx.expr(.conditional(expr(cond), then, otherwise), n)
        case .whenExpression:
            let (subject, cases) = when(n)
            return cx.expr(.match(subject, cases), n)
        case .prefixExpression:
            guard let op = n.child(0), let x = n.lastNamedChild else { return cx.unsupported(n) }
            // An annotated expression (`@OptIn(ExperimentalMaterial3Api::class) BasicTextField(…)`,
            // `@Suppress("…") x`): the annotation changes nothing parity reads.
            if op.type == "annotation" { return expr(x) }
            return prefix(op.text, on: x, n)
        case .conjunctionExpression, .disjunctionExpression, .equalityExpression, .comparisonExpression, .additiveExpression, .multiplicativeExpression, .elvisExpression:
            guard let (l, op, r) = binaryParts(n) else { return cx.unsupported(n) }
            return cx.expr(.binary(op, expr(l), expr(r)), n)
        case .infixExpression:
            guard n.namedChildCount == 3, let l = n.namedChild(0), let f = n.namedChild(1), let r = n.namedChild(2) else { return cx.unsupported(n) }
            return cx.expr(.binary(f.text, expr(l), expr(r)), n)
        case .rangeExpression:
            // `0..last`: the numbers from one end to the other, both in (`Evaluator.binary`).
            guard n.namedChildCount == 2, let l = n.namedChild(0), let r = n.namedChild(1) else { return cx.unsupported(n) }
            return cx.expr(.binary("..", expr(l), expr(r)), n)
        case .indexingExpression:
            guard let base = n.namedChild(0), let suffix = n.lastPart(.indexingSuffix), let i = suffix.namedChild(0) else { return cx.unsupported(n) }
            return cx.expr(.subscript(expr(base), expr(i)), n)
        case .asExpression:
            // `trailing as? Trailing.Toggle`: null where the value is of another type (a type test);
            // `x as T` is `x`.
            guard let v = n.namedChild(0) else { return cx.unsupported(n) }
            if n.children.contains(where: { !$0.isNamed && $0.text == "as?" }), let t = n.lastNamedChild {
                return cx.expr(.binary("as?", expr(v), cx.expr(.string(t.text), t)), n)
            }
            return expr(v)
        case .checkExpression:
            // `trailing is Trailing.Toggle`, `!is`: a type test.
            guard let v = n.namedChild(0), n.namedChildCount == 2 else { return cx.unsupported(n) }
            // `index in disabled`, `!in`: whether the collection holds it (`disabled.contains(index)`).
            if let op = n.children.first(where: { !$0.isNamed && ($0.text == "in" || $0.text == "!in") })?.text, let c = n.namedChild(1) {
                let test = cx.expr(.call(cx.expr(.member(expr(c), "contains", optional: false), c), [Arg(expr(v))], trailing: []), n)
                return op == "in" ? test : cx.expr(.unary("!", test), n)
            }
            guard let (op, type) = typeTest(n) else { return cx.unsupported(n) }
            return cx.expr(.binary(op, expr(v), type), n)
        case .postfixExpression:
            return n.namedChild(0).map(expr) ?? cx.unsupported(n)
        case .collectionLiteral:
            return cx.expr(.array(n.namedChildren.map(expr)), n)
        case .statements:
            return cx.expr(.block(Block(statements(n))), n)
        case .controlStructureBody:
            return bodyExpr(n)
        default:
            return cx.unsupported(n)
        }
    }

    /// The operator (`is`, `!is`) and the type, as its text, of a type test (`x is T`, `when`'s `!is T ->`).
    func typeTest(_ n: Node) -> (op: String, type: Expr)? {
        guard let t = n.lastNamedChild else { return nil }
        let negated = n.children.contains { !$0.isNamed && $0.text == "!is" }
        return (negated ? "!is" : "is", cx.expr(.string(t.text), t))
    }

    /// A number literal's text without digit separators (by bytes when ASCII: Foundation's
    /// `replacingOccurrences` goes through `NSString`).
    func withoutUnderscores(_ n: Node) -> String {
        guard let b = cx.ascii(n) else { return n.text.replacingOccurrences(of: "_", with: "") }
        return String(decoding: b.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
    }

    /// A control structure body as an expression: its one expression, or a block.
    func bodyExpr(_ n: Node) -> Expr {
        if n.namedChildCount == 1, let only = n.namedChild(0), only.kind != .statements {
            return expr(only)
        }
        if n.namedChildCount == 1, let s = n.namedChild(0), s.kind == .statements {
            let stmts = statements(s)
            if stmts.count == 1, case .expr(let e) = stmts[0].kind { return e }
            return cx.expr(.block(Block(stmts)), n)
        }
        return cx.expr(.block(block(n)), n)
    }

    func when(_ n: Node) -> (Expr?, [MatchCase]) {
        var subject: Expr?
        if let s = n.firstNamedChild("when_subject") {
            // `when (val x = e)` binds x; the subject is e.
            subject = s.lastNamedChild.map(expr)
        }
        var cases: [MatchCase] = []
        n.forEachChild { e in
            guard e.kind == .whenEntry else { return true }
            var patterns: [Expr] = []
            var body = Block([])
            e.forEachChild { c in
                switch c.kind {
                case .whenCondition:
                    if let x = c.namedChild(0) {
                        // `is Trailing.Toggle ->`: a type test of the subject (`Expr.typeTestPattern`).
                        if x.kind == .typeTest, let (op, type) = typeTest(x) {
                            patterns.append(cx.expr(.unary(op, type), x))
                        } else {
                            patterns.append(x.kind == .rangeTest ? rangeTest(x) : expr(x))
                        }
                    }
                case .controlStructureBody:
                    body = block(c)
                default: break
                }
                return true
            }
            cases.append(MatchCase(patterns: patterns, body: body))
            return true
        }
        return (subject, cases)
    }

    /// A `when` condition `in 0.dp..32.dp`, `!in range`: the pattern `.unary("in"/"!in", range)`
    /// (`Evaluator.matches(_:pattern:_:)` tests the subject against the range's ends or the collection).
    func rangeTest(_ n: Node) -> Expr {
        guard let op = n.children.first(where: { !$0.isNamed && ($0.text == "in" || $0.text == "!in") })?.text,
              let range = n.namedChild(0) else { return cx.unsupported(n) }
        return cx.expr(.unary(op, expr(range)), n)
    }

    func arguments(_ n: Node) -> [Arg] {
        var out: [Arg] = []
        var comment: [String] = []
        n.forEachChild { a in
            if a.kind == .lineComment || a.kind == .multilineComment { comment.append(a.text.commentText); return true }
            guard a.kind == .valueArgument else { return true }
            var label: String?
            var value: Node?
            var spread = false
            var sawEquals = false
            a.forEachChild { c in
                if c.kind == .equals { sawEquals = true } else if c.kind == .star { spread = true } else if c.isNamed { value = c }
                return true
            }
            if sawEquals, let first = a.namedChild(0), first.kind == .simpleIdentifier { label = first.text }
            if let value {
                let e = expr(value)
                if !comment.isEmpty { e.comment = comment.joined(separator: " ") }
                out.append(Arg(label: label, e, spread: spread))
            }
            comment = []
            return true
        }
        return out
    }

    func lambda(_ n: Node) -> Expr {
        var params: [Param] = []
        if let ps = n.firstNamedChild("lambda_parameters") {
            ps.forEachChild { p in
                if p.kind == .variableDeclaration, let id = p.firstNamedChild("simple_identifier") { params.append(Param(name: id.text)) }
                return true
            }
        }
        let body = n.firstNamedChild("statements").map { Block(statements($0)) } ?? Block([])
        return cx.expr(.closure(params, body), n)
    }

    /// A callable reference as the function it names: `::brand` is the function `brand`; `Colors::label`
    /// (a member of a type, the receiver not bound) is `{ r -> r.label }`, so `variant.fill(palette)`
    /// of a property `val fill: (Colors) -> Color = Colors::label` reads `palette.label`.
    func reference(_ n: Node) -> Expr {
        guard let id = n.lastNamedChild, id.kind == .simpleIdentifier else { return cx.unsupported(n) }
        guard n.namedChildCount > 1 else { return cx.expr(.name(id.text), n) }
        let receiver = "receiver$"
        let body = cx.expr(.member(cx.expr(.name(receiver), n), id.text, optional: false), n)
        return cx.expr(.closure([Param(name: receiver)], Block.expr(body)), n)
    }

    func string(_ n: Node) -> Expr {
        var parts: [TemplatePart] = []
        var plain = true
        n.forEachChild { c in
            switch c.kind {
            case .stringContent: parts.append(.text(c.text))
            case .characterEscapeSeq: parts.append(.text(unescape(c.text)))
            case .interpolatedExpression, .interpolatedIdentifier:
                plain = false
                if c.kind == .interpolatedIdentifier { parts.append(.expr(cx.expr(.name(c.text), c))) } else if let x = c.namedChild(0) { parts.append(.expr(expr(x))) }
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
        case "\\$": return "$"
        default: return s
        }
    }
}

/// The grammar's fields this lowering reads, by id: `child(field:)` hashed the name on every call.
private enum F {
    static let alternative = Language.kotlin.field("alternative")
    static let condition = Language.kotlin.field("condition")
    static let consequence = Language.kotlin.field("consequence")
    static let receiver = Language.kotlin.field("receiver")
}

extension KotlinLowering {
    /// The node types of tree-sitter-kotlin this lowering tells apart, named as the grammar names them
    /// (the raw values); `other` is every other type.
    enum NodeKind: String, CaseIterable, Sendable {
        case other = ""
        case additiveExpression = "additive_expression"
        case annotatedLambda = "annotated_lambda"
        case annotation
        case asExpression = "as_expression"
        case checkExpression = "check_expression"
        case assignment
        case booleanLiteral = "boolean_literal"
        case callExpression = "call_expression"
        case callableReference = "callable_reference"
        case callSuffix = "call_suffix"
        case characterEscapeSeq = "character_escape_seq"
        case classDeclaration = "class_declaration"
        case classParameter = "class_parameter"
        case collectionLiteral = "collection_literal"
        case companionObject = "companion_object"
        case comparisonExpression = "comparison_expression"
        case conjunctionExpression = "conjunction_expression"
        case controlStructureBody = "control_structure_body"
        case delegationSpecifier = "delegation_specifier"
        case disjunctionExpression = "disjunction_expression"
        case elvisExpression = "elvis_expression"
        case `enum`
        case enumEntry = "enum_entry"
        case equalityExpression = "equality_expression"
        case equals = "="
        case forStatement = "for_statement"
        case secondaryConstructor = "secondary_constructor"
        case constructorDelegationCall = "constructor_delegation_call"
        case functionBody = "function_body"
        case functionDeclaration = "function_declaration"
        case functionType = "function_type"
        case functionValueParameters = "function_value_parameters"
        case getter
        case hexLiteral = "hex_literal"
        case identifier
        case ifExpression = "if_expression"
        case importAlias = "import_alias"
        case importHeader = "import_header"
        case importList = "import_list"
        case indexingExpression = "indexing_expression"
        case indexingSuffix = "indexing_suffix"
        case infixExpression = "infix_expression"
        case rangeExpression = "range_expression"
        case integerLiteral = "integer_literal"
        case interpolatedExpression = "interpolated_expression"
        case interpolatedIdentifier = "interpolated_identifier"
        case jumpExpression = "jump_expression"
        case lambdaLiteral = "lambda_literal"
        case lineComment = "line_comment"
        case longLiteral = "long_literal"
        case modifiers
        case multiVariableDeclaration = "multi_variable_declaration"
        case multilineComment = "multiline_comment"
        case multiplicativeExpression = "multiplicative_expression"
        case navigationExpression = "navigation_expression"
        case navigationSuffix = "navigation_suffix"
        case nullLiteral = "null_literal"
        case nullableType = "nullable_type"
        case objectDeclaration = "object_declaration"
        case openBrace = "{"
        case parameter
        case parenthesizedExpression = "parenthesized_expression"
        case postfixExpression = "postfix_expression"
        case prefixExpression = "prefix_expression"
        case propertyDeclaration = "property_declaration"
        case propertyDelegate = "property_delegate"
        case questionDot = "?."
        case rangeTest = "range_test"
        case realLiteral = "real_literal"
        case receiverType = "receiver_type"
        case `return`
        case returnAt = "return@"
        case label
        case simpleIdentifier = "simple_identifier"
        case star = "*"
        case statements
        case stringContent = "string_content"
        case stringLiteral = "string_literal"
        case thisExpression = "this_expression"
        case typeTest = "type_test"
        case unsignedLiteral = "unsigned_literal"
        case userType = "user_type"
        case valueArgument = "value_argument"
        case valueArguments = "value_arguments"
        case variableDeclaration = "variable_declaration"
        case whenCondition = "when_condition"
        case whenEntry = "when_entry"
        case whenExpression = "when_expression"
    }
}

private let kinds = KindTable<KotlinLowering.NodeKind>(.kotlin, other: .other)

private extension Node {
    /// This node's type as the lowering knows it: one array read, no string compared.
    var kind: KotlinLowering.NodeKind { kinds[self] }

    /// The part the node's grammar rule ends with (`KindTable.lastPart`).
    func lastPart(_ kind: KotlinLowering.NodeKind) -> Node? { kinds.lastPart(of: self, kind) }
}

private extension [Node] {
    /// The first of these nodes of a kind: `firstNamedChild` on named children listed once.
    func first(_ kind: KotlinLowering.NodeKind) -> Node? { first { $0.kind == kind } }
}
