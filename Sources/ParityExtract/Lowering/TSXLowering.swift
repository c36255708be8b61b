import Foundation
import ParityIR
import ParityModel
import TreeSitterKit

/// TSX syntax tree -> IR, for Uniwind, NativeWind and StyleSheet alike (what differs between them
/// is tables). The only code that knows tree-sitter-tsx's node types. One walk: each node is
/// visited once, from the declarations down.
///
/// Types are lowered as far as the input space needs them: a union of string literals is an
/// enumeration (`type Size = "sm" | "lg"`), an object type or interface a type whose members
/// carry their type text, and the other parts of an intersection or `extends` clause are its
/// supertypes (their text).
struct TSXLowering: Lowering {
    let cx: LoweringContext
    /// The file's tables declared `Partial<…>` (`const t: Partial<Record<Variant, string>> = {…}`):
    /// a key they lack is undefined, not a misread table.
    var partialTables: Set<String> = []

    /// The file's name without its extension when it is a JavaScript name (`normalizeText` of
    /// `helpers/normalizeText.tsx`), else empty: its default export goes by it (`defaultExport`).
    var stem = ""

    static func lower(_ root: Node, file: Int) -> [Decl] { lowerWithImports(root, file: file, path: "").decls }

    /// The declarations, and the names the file imports from libraries by their own name (`import {
    /// createContext, useContext } from 'react'`), read where the imports are lowered: a project
    /// helper of the same name, brought by another file's import (heroui-native's `createContext`
    /// returning `[Provider, useContext]`), is not them in this file.
    static func lowerWithImports(_ root: Node, file: Int, path: String) -> (decls: [Decl], libraryImports: Set<String>) {
        var l = TSXLowering(cx: LoweringContext(file: file, tree: root.tree))
        l.stem = TSXLowering.stem(path)
        l.partialTables = partialTables(root)
        let decls = l.declarations(root)
        return (decls, l.cx.libraryImports.value)
    }

    /// The names given as the first argument of a class registrar (`TSXTables.classRegistrars`:
    /// `cssInterop(Glyph, { className: … })`, `withUniwind(Glyph)`), read over the bytes.
    static func classStyledNames(_ bytes: [UInt8]) -> [String] {
        var out: [String] = []
        let isName = TSXLowering.isNameByte
        // One pass over the opening parentheses: the name before each is a registrar's or not.
        var i = 0
        while true {
            let at = SourceText.index(of: UInt8(ascii: "("), in: bytes, from: i)
            guard at < bytes.count else { break }
            i = at + 1
            var start = at
            while start > 0, isName(bytes[start - 1]) { start -= 1 }
            guard at - start >= 6, registrarBytes.contains(where: { $0.elementsEqual(bytes[start..<at]) }) else { continue }
            var j = i
            while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x0A { j += 1 }
            var e = j
            while e < bytes.count, isName(bytes[e]) { e += 1 }
            if e > j { out.append(String(decoding: bytes[j..<e], as: UTF8.self)) }
        }
        return out
    }
    private static let registrarBytes = TSXTables.classRegistrars.map { Array($0.utf8) }

    /// A byte of a JavaScript name (ASCII letter, digit, `_` or `$`).
    static func isNameByte(_ c: UInt8) -> Bool { DesignSystem.isNameByte(c) || c == UInt8(ascii: "$") }

    /// A file's name up to its first dot when that is a JavaScript name of ASCII letters, digits,
    /// `_` and `$` not starting with a digit, and not `index`; else empty (read over the bytes: it is
    /// asked for every TSX file).
    static func stem(_ path: String) -> String {
        let b = Array(path.utf8)
        var start = b.count
        while start > 0, b[start - 1] != UInt8(ascii: "/") { start -= 1 }
        var end = start
        while end < b.count, b[end] != UInt8(ascii: ".") {
            guard isNameByte(b[end]) else { return "" }
            end += 1
        }
        guard end > start, !(b[start] >= 0x30 && b[start] <= 0x39) else { return "" }
        let stem = String(decoding: b[start..<end], as: UTF8.self)
        return stem == "index" ? "" : stem
    }

    /// The names of the top-level constants whose declared type is `Partial<…>`.
    static func partialTables(_ root: Node) -> Set<String> {
        var out: Set<String> = []
        func scan(_ n: Node) {
            n.forEachChild { c in
                switch c.kind {
                case .exportStatement, .lexicalDeclaration, .variableDeclaration: scan(c)
                case .variableDeclarator:
                    if let name = c.child(F.name), name.kind == .identifier, let t = c.firstNamedChild("type_annotation"),
                       t.text.drop(while: { $0 == ":" || $0 == " " }).hasPrefix("Partial<") { out.insert(name.text) }
                default: break
                }
                return true
            }
        }
        scan(root)
        return out
    }

    /// A lookup `object[index]`: one where a missing key is undefined (`?[]`) in a table declared
    /// `Partial<…>`, where the code reads the result with `?.` (`t[variant]?.[tone]`), so expects
    /// it may be missing, and `object?.[index]` (undefined also where the object is).
    func lookup(_ n: Node, optionalRead: Bool = false) -> Expr {
        guard let object = n.child(F.object), let index = n.child(F.index) else { return cx.unsupported(n) }
        let base = optionalObject(n)
        if optionalRead || n.child(F.optionalChain) != nil || object.kind == .identifier && partialTables.contains(object.text) {
            return cx.expr(.binary("?[]", base, expr(index)), n)
        }
        return cx.expr(.subscript(base, expr(index)), n)
    }

    /// The object of a member, lookup or call: a lookup read with `?.` may miss its key.
    func optionalObject(_ n: Node) -> Expr {
        guard let object = n.child(F.object) ?? n.child(F.function) else { return cx.unsupported(n) }
        if n.child(F.optionalChain) != nil, object.kind == .subscriptExpression { return lookup(object, optionalRead: true) }
        return expr(object)
    }

    /// Where a file that defines no `name` of its own re-exports it from: the module of
    /// `export { ScrollView } from 'react-native'` (by name or alias), or of the first
    /// `export * from './message'` of a barrel file.
    static func reexport(_ name: String, in root: Node) -> String? {
        var found: String?
        root.forEachChild { s in
            guard s.kind == .exportStatement, let source = s.child(F.source) else { return true }
            if let clause = s.firstNamedChild("export_clause") {
                var named = false
                clause.forEachChild { spec in
                    guard spec.kind == .exportSpecifier else { return true }
                    let names = [spec.child(F.name)?.text, spec.child(F.alias)?.text].compactMap { $0 }
                    if names.contains(name) { named = true; return false }
                    return true
                }
                guard named else { return true }
            } else if !s.text.hasPrefix("export *") {
                return true
            }
            found = source.text
            return false
        }
        return found
    }

    /// `const AspectRatio = AspectRatioPrimitive.Root` with `import * as AspectRatioPrimitive from
    /// '@rn-primitives/aspect-ratio'` (react-native-reusables): the component is a library component
    /// under another name. Its value as written and the library, else nil. A namespace of a project
    /// file (`./x`, `@/…`, `~/…`) is not a library.
    static func libraryAlias(_ name: String, in root: Node) -> (value: String, module: String)? {
        var namespaces: [String: String] = [:]
        var alias: (object: String, text: String)?
        root.forEachChild { s in
            if s.kind == .importStatement, let written = s.child(F.source)?.text,
               !["." , "/", "@/", "~/"].contains(where: { written.trimmed("\"'`").hasPrefix($0) }),
               let ns = s.firstNamedChild("import_clause")?.firstNamedChild("namespace_import")?.firstNamedChild("identifier")?.text {
                namespaces[ns] = written
                return true
            }
            // `const X = NS.Root`, also exported (`export const X = NS.Root`).
            guard let decl = s.kind == .lexicalDeclaration ? s : s.kind == .exportStatement ? s.firstNamedChild("lexical_declaration") : nil else { return true }
            decl.forEachChild { d in
                guard d.kind == .variableDeclarator, d.child(F.name)?.text == name, let v = d.child(F.value), v.kind == .memberExpression,
                      let object = v.child(F.object), object.type == "identifier" else { return true }
                alias = (object.text, v.text)
                return false
            }
            return alias == nil
        }
        guard let alias, let module = namespaces[alias.object] else { return nil }
        return (alias.text, module)
    }

    // MARK: declarations

    /// The file's declarations: values first, then types (a value and a type may share a name).
    func declarations(_ program: Node) -> [Decl] {
        var values: [Decl] = [], types: [Decl] = []
        program.forEachChild { s in
            topLevel(s, doc: nil, values: &values, types: &types)
            return true
        }
        TSXLowering.settersHandedOn(values)
        return values + types
    }

    /// A state setter handed on (`value={{ focused, setFocused }}` of a context a compound part reads,
    /// calling `setFocused(true)` in its `onFocus`): where the file's element handlers call a setter
    /// of that name with `true`, the flag is that state, as where they call it in place
    /// (`settersInHandlers`). Only a setter the function's body names is handed on.
    static func settersHandedOn(_ decls: [Decl]) {
        // A flag no handler of its own function sets (most are set where they are made): else nothing to do.
        func unset(_ st: Stmt) -> String? {
            guard let setter = setter(st), case .binding(let b) = st.kind, case .call(_, let args, _)? = b.value?.kind,
                  !args.contains(where: { $0.label?.hasPrefix("on") ?? false }) else { return nil }
            return setter
        }
        guard decls.contains(where: { d in d.kind == .function && (d.body?.statements.contains { unset($0) != nil } ?? false) }) else { return }
        // Setter names called with `true` in an element's handler, with the handlers, in the file's order.
        var called: [String: [String]] = [:]
        func trueCalls(_ e: Expr, _ handler: String, depth: Int) {
            guard depth < 48 else { return }
            // `setFocused(true)`, or read off the context it was handed in (`field.setFocused(true)`).
            if case .call(let callee, let args, _) = e.kind, case .bool(true)? = args.first?.value.kind {
                var name: String?
                if case .name(let n) = callee.kind { name = n } else if case .member(_, let n, _) = callee.kind { name = n }
                if let n = name, !(called[n]?.contains(handler) ?? false) { called[n, default: []].append(handler) }
            }
            forEachChild(e) { trueCalls($0, handler, depth: depth + 1) }
        }
        // Names handed to an element's handler as they are (`onPressIn={handlePressIn}`), with the handlers.
        var handed: [String: [String]] = [:]
        func visit(_ e: Expr, depth: Int) {
            guard depth < 64 else { return }
            if case .element(_, let attrs, _) = e.kind {
                for a in attrs {
                    guard let l = a.label, l.hasPrefix("on") else { continue }
                    trueCalls(a.value, l, depth: 0)
                    if case .name(let n) = a.value.kind, !(handed[n]?.contains(l) ?? false) { handed[n, default: []].append(l) }
                }
            }
            forEachChild(e) { visit($0, depth: depth + 1) }
        }
        for d in decls {
            if let v = d.value { visit(v, depth: 0) }
            for st in d.body?.statements ?? [] { forEachExpr(st) { visit($0, depth: 0) } }
        }
        guard !called.isEmpty || !handed.isEmpty else { return }
        for d in decls where d.kind == .function {
            guard let body = d.body else { continue }
            var out = body.statements
            var changed = false
            // A hook's handlers that set the flag, returned by name (`return { pressed, handlePressIn }` of
            // `const handlePressIn = useCallback(() => setPressed(true), [])`) and handed to an element's
            // handler where it is called (`onPressIn={handlePressIn}`): the flag is that handler's state.
            if !handed.isEmpty {
                let locals = localValues(body.statements)
                var returned: [(key: String, value: Expr)] = []
                for st in body.statements {
                    guard case .return(let r?) = st.kind, case .object(let entries) = r.kind else { continue }
                    for en in entries { if case .name(let k) = en.key { returned.append((k, en.value)) } }
                }
                for (i, st) in out.enumerated() where !returned.isEmpty {
                    guard let setter = unset(st) else { continue }
                    var handlers: [String] = []
                    for (k, v) in returned {
                        for h in handed[k] ?? [] where !handlers.contains(h) && TSXLowering.sets(setter, v, locals, depth: 1) { handlers.append(h) }
                    }
                    guard !handlers.isEmpty else { continue }
                    out[i] = withHandlers(st, handlers)
                    changed = true
                }
            }
            // Whether an expression names the setter (handed on, or called).
            func names(_ setter: String, _ x: Expr, depth: Int) -> Bool {
                guard depth < 48 else { return false }
                if case .name(setter) = x.kind { return true }
                var found = false
                forEachChild(x) { if !found, names(setter, $0, depth: depth + 1) { found = true } }
                return found
            }
            for (i, st) in out.enumerated() {
                guard let setter = unset(st), let handlers = called[setter] else { continue }
                var named = false
                for other in body.statements where !named { forEachExpr(other) { if !named, names(setter, $0, depth: 0) { named = true } } }
                guard named else { continue }
                out[i] = withHandlers(st, handlers)
                changed = true
            }
            if changed { d.body = Block(out) }
        }
    }

    func topLevel(_ n: Node, doc: String?, values: inout [Decl], types: inout [Decl]) {
        switch n.kind {
        case .functionDeclaration, .generatorFunctionDeclaration, .lexicalDeclaration, .variableDeclaration, .exportStatement,
             .typeAliasDeclaration, .interfaceDeclaration, .enumDeclaration, .classDeclaration:
            // The comment before is read only for what declares (not for every import: a scan back).
            topLevel(n, declaring: n.kind, doc: doc ?? cx.comment(before: n.startByte), values: &values, types: &types)
        case .importStatement: values += importAliases(n)
        default: break
        }
    }

    /// `import { tv as tvBase } from 'tailwind-variants'`: the alias names the library's own
    /// function (a builtin where the tables have one), `import { Text as RNText } from
    /// 'react-native'` the library's view (written with its package, so never the project's
    /// `Text`); a component of an icon library is its `Icon` (`TSXTables.iconModules`). Imports of
    /// the project's own files (`./x`, `../x`) and other names kept as they are add no declaration;
    /// they are noted in the lowering context (`libraryImports`, `namespaces`).
    func importAliases(_ n: Node) -> [Decl] {
        guard let source = n.child(F.source)?.text.trimmed("\"'`"), let clause = n.firstNamedChild("import_clause") else { return [] }
        // `import * as AlertPrimitives from '../../primitives/alert'`: `AlertPrimitives.useRootContext`
        // is that file's own `useRootContext`, which the program holds (imported files' declarations
        // are visible by name). Imports come before what uses them (as lowered, in order).
        if source.hasPrefix(".") {
            if let name = clause.firstNamedChild("namespace_import")?.firstNamedChild("identifier")?.text { cx.namespaces.value.insert(name) }
            return []
        }
        guard !source.hasPrefix("/") else { return [] }
        var out: [Decl] = []
        let icons = TSXTables.isIconModule(source)
        // `import Feather from "@expo/vector-icons/Feather"`: an icon library's default export is an icon too.
        if icons, let def = clause.firstNamedChild("identifier") {
            let d = Decl(.property, name: def.text, loc: cx.loc(def))
            d.value = cx.expr(.name("\(source.drop(while: { $0 == "@" })).\(TSXTables.iconView)"), def)
            out.append(d)
        }
        // `import color from 'color'`: a library's default export that is a builtin.
        if let builtin = TSXTables.defaultImports[source], let def = clause.firstNamedChild("identifier") {
            let d = Decl(.property, name: def.text, loc: cx.loc(def))
            d.value = cx.expr(.name(builtin), def)
            out.append(d)
        }
        guard let named = clause.firstNamedChild("named_imports") else { return out }
        named.forEachChild { spec in
            guard spec.kind == .importSpecifier, let name = spec.child(F.name)?.text else { return true }
            let module = source.drop(while: { $0 == "@" })
            // Every component of an icon library (`import { X } from "lucide-react-native"`) is the library's `Icon`.
            if icons, name.first?.isUppercase == true, module.first?.isLowercase == true {
                let d = Decl(.property, name: spec.child(F.alias)?.text ?? name, loc: cx.loc(spec))
                d.value = cx.expr(.name("\(module).\(TSXTables.iconView)"), spec)
                out.append(d)
                return true
            }
            guard let alias = spec.child(F.alias)?.text, alias != name else { cx.libraryImports.value.insert(name); return true }
            let target = name.first?.isUppercase == true && module.first?.isLowercase == true ? "\(module).\(name)" : name
            let d = Decl(.property, name: alias, loc: cx.loc(spec))
            d.value = cx.expr(.name(target), spec)
            out.append(d)
            return true
        }
        return out
    }

    func topLevel(_ n: Node, declaring kind: NodeKind, doc: String?, values: inout [Decl], types: inout [Decl]) {
        switch kind {
        case .functionDeclaration, .generatorFunctionDeclaration:
            values.append(function(n, name: n.child(F.name)?.text ?? "default", doc: doc))
        case .lexicalDeclaration, .variableDeclaration:
            values += variables(n, doc: doc)
        case .exportStatement:
            // `export function f`, `export const x`, `export default function f`.
            var isDefault = false
            n.forEachChild { c in
                if !c.isNamed, c.type == "default" { isDefault = true }
                if c.isNamed, c.kind != .comment { topLevel(c, doc: doc, values: &values, types: &types) }
                return true
            }
            if isDefault { defaultExport(n, values: &values) }
        case .classDeclaration: values += classComponent(n, doc: doc)
        case .typeAliasDeclaration: types.append(typeAlias(n, doc: doc))
        case .interfaceDeclaration: types.append(interface(n, doc: doc))
        case .enumDeclaration: types.append(enumeration(n, doc: doc))
        default: break
        }
    }

    /// A file's default export under the file's name, where it has another (`function normalize(…)`
    /// and `export default normalize` in `normalizeText.tsx`) or none (`export default { android: … }`
    /// in `fonts.tsx`): `import normalizeText from './normalizeText'` names it by the file, and the
    /// program finds declarations by name.
    func defaultExport(_ n: Node, values: inout [Decl]) {
        guard !stem.isEmpty, !values.contains(where: { $0.name == stem }) else { return }
        // A component (`export default CompoundLabel` in `label.tsx`) is imported by its own name.
        let value: Expr
        if let v = n.child(F.value) {
            guard v.kind != .identifier || v.text.first?.isUppercase != true else { return }
            value = expr(v)
        } else if let d = n.child(F.declaration), let name = d.child(F.name)?.text, name.first?.isUppercase != true {
            value = cx.expr(.name(name), d)
        } else { return }
        let d = Decl(.property, name: stem, loc: cx.loc(n))
        d.value = value
        values.append(d)
    }

    /// The React base classes of a class component (`class Input extends React.Component<InputProps>`).
    static let componentBases: Set<String> = ["Component", "PureComponent"]

    /// A React class component (`class Input extends React.Component<InputProps> { render() { … } }`):
    /// its `render()` is a function of the class's name taking `props` of the first type argument,
    /// its other methods and fields (`renderLabel = () => …`, `accent = "#0a84ff"`) locals bound at
    /// the start of it, where `this.props` is `props` and `this.x` is `x`; `static defaultProps`
    /// gives what they destructure from `this.props` its defaults. A class of another base, or
    /// without `render`, is not lowered.
    func classComponent(_ n: Node, doc: String?) -> [Decl] {
        guard let name = n.child(F.name)?.text, let body = n.child(F.body) else { return [] }
        var heritage: String?
        n.forEachChild { c in
            if c.kind == .classHeritage { heritage = c.text }
            return true
        }
        guard var base = heritage?.trimmingCharacters(in: .whitespacesAndNewlines), base.hasPrefix("extends") else { return [] }
        base = String(base.dropFirst("extends".count)).trimmingCharacters(in: .whitespacesAndNewlines)
        let baseName = String(base.prefix { $0 != "<" && $0 != " " && $0 != "{" })
        guard TSXLowering.componentBases.contains(baseName.lastDotPart) else { return [] }
        let propsType = TSXLowering.firstTypeArgument(base)
        cx.inClassComponent.value = true
        defer { cx.inClassComponent.value = false }
        // The other members become locals of the render function, ahead of its statements: closures
        // over its `props` (`this.renderButton("+")` is the local `renderButton`).
        var members: [Stmt] = []
        var render: Decl?
        // `static defaultProps = { size: "large" }`: the defaults of what the members destructure from `this.props`.
        var defaults: [String: Expr] = [:]
        body.forEachChild { m in
            guard m.kind == .publicFieldDefinition, m.children.contains(where: { $0.type == "static" }), m.child(F.name)?.text == "defaultProps",
                  let v = m.child(F.value), v.kind == .object else { return true }
            v.forEachChild { pair in
                if pair.kind == .pair, let k = pair.child(F.key), let value = pair.child(F.value) { defaults[unquoted(k)] = expr(value) }
                return true
            }
            return true
        }
        func withDefaults(_ b: Block?) -> Block? {
            guard let b, !defaults.isEmpty else { return b }
            return Block(b.statements.map { s in
                guard case .binding(var x) = s.kind, case .name("props")? = x.value?.kind, let parts = x.destructured else { return s }
                x.destructured = parts.map { d in
                    var d = d
                    if d.defaultValue == nil, !d.rest, d.nested == nil { d.defaultValue = defaults[d.key] }
                    return d
                }
                return Stmt(.binding(x), s.loc)
            })
        }
        body.forEachChild { m in
            guard !m.children.contains(where: { $0.type == "static" }), let member = m.child(F.name)?.text else { return true }
            switch m.kind {
            case .methodDefinition:
                let f = function(m, name: member == "render" ? name : member, doc: member == "render" ? doc : nil)
                f.body = withDefaults(f.body)
                if member == "render" { render = f; return true }
                members.append(Stmt(.binding(Binding(name: member, value: cx.expr(.closure(f.params, f.body ?? f.value.map { Block.expr($0) } ?? Block([])), m))), cx.loc(m)))
            case .publicFieldDefinition:
                guard let v = m.child(F.value) else { break }
                if v.kind == .arrowFunction || v.kind == .functionExpression {
                    let f = function(v, name: member, doc: nil)
                    members.append(Stmt(.binding(Binding(name: member, value: cx.expr(.closure(f.params, withDefaults(f.body) ?? f.value.map { Block.expr($0) } ?? Block([])), v))), cx.loc(m)))
                } else {
                    members.append(Stmt(.binding(Binding(name: member, value: expr(v))), cx.loc(m)))
                }
            default: break
            }
            return true
        }
        guard let render else { return [] }
        render.params = [Param(name: "props", type: propsType)]
        render.body = Block(members + (render.body?.statements ?? render.value.map { [Stmt(.return($0), $0.loc)] } ?? []))
        render.value = nil
        return [render]
    }

    /// A function declaration, or a function bound to a name (`const Badge = (props) => …`).
    func function(_ n: Node, name: String, doc: String?) -> Decl {
        let d = Decl(.function, name: name, loc: cx.loc(n))
        d.doc = doc
        var body: Node?
        n.forEachChild { c in
            switch c.kind {
            case .formalParameters: d.params = parameters(c)
            case .identifier where n.kind == .arrowFunction && d.params.isEmpty && body == nil:
                if c.startByte == n.startByte { d.params = [Param(name: c.text, defaultValue: cx.expr(.null, c))] } else { body = c }
            case .typeAnnotation: d.type = typeText(c)
            case .statementBlock: body = c
            default:
                if c.isNamed, n.kind == .arrowFunction, c.kind != .typeParameters, c.kind != .comment { body = c }
            }
            return true
        }
        if let body {
            if body.kind == .statementBlock { d.body = settersInHandlers(block(body)) } else { d.value = expr(body) }
        }
        return d
    }

    /// `const [focused, setFocused] = useState(false)` whose setter an element's handler calls
    /// with `true` (`onFocus={() => setFocused(true)}`, directly or through a local function):
    /// the call gets one argument per such handler, labeled with its name, for the tables to
    /// read as a state (`onFocus` -> focused).
    func settersInHandlers(_ b: Block) -> Block {
        var out = b.statements
        var known: [String: Expr]?
        for (i, s) in out.enumerated() {
            guard let setter = TSXLowering.setter(s) else { continue }
            let locals = known ?? TSXLowering.localValues(b.statements)
            known = locals
            var handlers: [String] = []
            func visit(_ e: Expr, depth: Int) {
                guard depth < 48 else { return }
                if case .element(let tag, let attrs, let children) = e.kind {
                    for a in attrs {
                        if let l = a.label, l.hasPrefix("on"), !handlers.contains(l), Self.sets(setter, a.value, locals, depth: 0) { handlers.append(l) }
                        // `{...focusProps}` of `const focusProps = { onFocus: () => setFocused(true), … }`.
                        var spread = a.spread ? a.value : nil
                        if case .name(let n)? = spread?.kind { spread = locals[n] }
                        if let spread, case .object(let entries) = spread.kind {
                            for en in entries {
                                if case .name(let k) = en.key, k.hasPrefix("on"), !handlers.contains(k), Self.sets(setter, en.value, locals, depth: 0) { handlers.append(k) }
                            }
                        }
                    }
                    for c in children { visit(c, depth: depth + 1) }
                    // Then what `forEachChild` visits but the children, visited above: visiting them
                    // again found nothing new and doubled the walk at each level of nesting.
                    visit(tag, depth: depth + 1)
                    for a in attrs { visit(a.value, depth: depth + 1) }
                    return
                }
                // Handlers handed to a gesture object (`PanResponder.create({ onPanResponderGrant:
                // () => setPressed(true), … })`) that call the setter (the setter itself in an object,
                // `{ focused, onFocusedChange }`, is a context's value, read where it is called).
                if case .object(let entries) = e.kind {
                    for en in entries {
                        if case .name(let k) = en.key, k.hasPrefix("on"), !handlers.contains(k), Self.sets(setter, en.value, locals, depth: 1) { handlers.append(k) }
                    }
                }
                Self.forEachChild(e) { visit($0, depth: depth + 1) }
            }
            for st in b.statements { Self.forEachExpr(st) { visit($0, depth: 0) } }
            guard !handlers.isEmpty else { continue }
            out[i] = TSXLowering.withHandlers(s, handlers)
        }
        return Block(out)
    }

    /// The setter of a `const [flag, setFlag] = useState(…)`-like binding (a call destructured as a pair).
    static func setter(_ s: Stmt) -> String? {
        guard case .binding(let b) = s.kind, let parts = b.destructured, parts.count >= 2, parts[1].key == "1",
              case .call? = b.value?.kind else { return nil }
        return parts[1].name
    }

    /// That binding with its call given one argument per handler that sets the flag, labeled with
    /// the handler's name (`useState(false, onFocus: true)`), for the tables to read as a state.
    static func withHandlers(_ s: Stmt, _ handlers: [String]) -> Stmt {
        guard case .binding(var b) = s.kind, let value = b.value, case .call(let callee, let args, let trailing) = value.kind else { return s }
        b.value = Expr(.call(callee, args + handlers.map { Arg(label: $0, Expr(.bool(true), value.loc)) }, trailing: trailing), value.loc)
        return Stmt(.binding(b), s.loc)
    }

    /// The values a body's statements bind by name: its plain bindings and its local functions (as
    /// closures), where a setter's handler may be found (`sets`).
    static func localValues(_ statements: [Stmt]) -> [String: Expr] {
        var locals: [String: Expr] = [:]
        for st in statements {
            if case .binding(let l) = st.kind, l.destructured == nil, let v = l.value { locals[l.name] = v }
            if case .decl(let d) = st.kind, d.kind == .function { locals[d.name] = Expr(.closure(d.params, d.body ?? Block([])), d.loc) }
        }
        return locals
    }

    /// Whether an expression calls `setter(true)` (a local function named in it counts).
    static func sets(_ setter: String, _ e: Expr, _ locals: [String: Expr], depth: Int) -> Bool {
        guard depth < 48 else { return false }
        // The setter itself handed on (`onFocusChange={setFocused}`): called with whether it holds.
        if depth == 0, case .name(setter) = e.kind { return true }
        if case .call(let callee, let args, _) = e.kind, case .name(setter) = callee.kind, case .bool(true)? = args.first?.value.kind { return true }
        if case .name(let n) = e.kind, let l = locals[n], depth < 4 { return sets(setter, l, locals, depth: depth + 8) }
        var found = false
        Self.forEachChild(e) { if !found, sets(setter, $0, locals, depth: depth + 1) { found = true } }
        return found
    }

    /// The expressions directly inside an expression (statements of closures and blocks included).
    /// Whether a declaration of a token file is a token object (`colors`, `fontSize`: one of
    /// `objects`) or hands one out (`useTheme()` returning `{ colors, radius }`): those are read as
    /// token spaces, so the file's declaration of them stays unread.
    static func namesTokenObject(_ d: Decl, _ objects: Set<String>) -> Bool {
        if objects.contains(d.name) { return true }
        var found = false
        func visit(_ e: Expr, depth: Int) {
            guard !found, depth < 64 else { return }
            switch e.kind {
            case .name(let n), .member(_, let n, _): if objects.contains(n) { found = true; return }
            case .object(let entries):
                for en in entries { if case .name(let k) = en.key, objects.contains(k) { found = true; return } }
            default: break
            }
            forEachChild(e) { visit($0, depth: depth + 1) }
        }
        if let v = d.value { visit(v, depth: 0) }
        for st in d.body?.statements ?? [] { forEachExpr(st) { visit($0, depth: 0) } }
        return found
    }

    static func forEachChild(_ e: Expr, _ visit: (Expr) -> Void) {
        switch e.kind {
        case .member(let b, _, _): visit(b)
        case .call(let c, let args, let t): visit(c); for a in args { visit(a.value) }; for a in t { visit(a.value) }
        case .closure(_, let b), .block(let b): for s in b.statements { forEachExpr(s, visit) }
        case .conditional(let a, let b, let c): visit(a); visit(b); visit(c)
        case .subscript(let a, let b), .binary(_, let a, let b): visit(a); visit(b)
        case .object(let entries): for en in entries { visit(en.value) }
        case .array(let items): items.forEach(visit)
        case .unary(_, let x): visit(x)
        case .element(let t, let attrs, let children): visit(t); for a in attrs { visit(a.value) }; children.forEach(visit)
        case .template(let parts): for case .expr(let x) in parts { visit(x) }
        case .match(let subject, let cases):
            if let subject { visit(subject) }
            for c in cases { for x in c.body.statements { forEachExpr(x, visit) } }
        default: break
        }
    }

    /// The expressions of a statement (its blocks' statements included).
    static func forEachExpr(_ s: Stmt, _ visit: (Expr) -> Void) {
        switch s.kind {
        case .expr(let e), .assign(_, let e): visit(e)
        case .binding(let b): if let v = b.value { visit(v) }
        case .return(let e): if let e { visit(e) }
        case .if(let c, let t, let f):
            visit(c)
            for x in t.statements { forEachExpr(x, visit) }
            for x in f?.statements ?? [] { forEachExpr(x, visit) }
        case .match(let subject, let cases):
            if let subject { visit(subject) }
            for c in cases { for x in c.body.statements { forEachExpr(x, visit) } }
        case .decl(let d):
            for x in d.body?.statements ?? [] { forEachExpr(x, visit) }
            if let v = d.value { visit(v) }
        case .loop(_, let sequence, let body):
            visit(sequence)
            for x in body.statements { forEachExpr(x, visit) }
        }
    }

    /// The declarators of `const a = …, b = …`: a function for a function value, else a property.
    func variables(_ n: Node, doc: String?) -> [Decl] {
        var out: [Decl] = []
        n.forEachChild { c in
            guard c.kind == .variableDeclarator else { return true }
            let (target, type, value) = declarator(c)
            // `const { containerSize: SIZE, radius = 2 } = Tokens;` at the top of a file: one property
            // per name, the member of the value it is bound to (`[a, b] = pair`: its items).
            if let target, target.kind == .objectPattern || target.kind == .arrayPattern, let value {
                func bind(_ parts: [Destructure], of whole: Expr, array: Bool) {
                    for part in parts where !part.rest {
                        var v = array ? cx.expr(.subscript(whole, cx.expr(.number(Double(part.key) ?? 0, unit: ""), target)), target)
                            : cx.expr(.member(whole, part.key, optional: false), target)
                        if let def = part.defaultValue { v = cx.expr(.binary("??", v, def), target) }
                        if let nested = part.nested {
                            bind(nested, of: v, array: nested.allSatisfy { Int($0.key) != nil } && !nested.isEmpty)
                            continue
                        }
                        let d = Decl(.property, name: part.name, loc: cx.loc(c))
                        d.doc = doc
                        d.value = v
                        out.append(d)
                    }
                }
                bind(pattern(target), of: expr(value), array: target.kind == .arrayPattern)
                return true
            }
            guard let target, target.kind == .identifier else { return true }
            if let value, value.kind == .arrowFunction || value.kind == .functionExpression || value.kind == .function {
                let f = function(value, name: target.text, doc: doc)
                f.type = f.type ?? type
                // `const Button: React.FC<ButtonProps> = ({ size = "md" }) => …`: the props' type is the
                // last type argument of the component's type (`RneFunctionComponent<ButtonProps>`,
                // `ForwardRefRenderFunction<View, ButtonProps>`).
                if target.text.first?.isUppercase == true, !f.params.isEmpty, f.params[0].type == nil, let t = type {
                    f.params[0].type = TSXLowering.lastTypeArgument(t)
                }
                out.append(f)
                return true
            }
            let d = Decl(.property, name: target.text, loc: cx.loc(c))
            d.doc = doc
            d.type = type
            d.value = value.map(expr)
            out.append(d)
            return true
        }
        return out
    }

    /// The last type argument of a generic type's text (`ButtonProps` of `React.FC<ButtonProps>`,
    /// of `Ref<View, ButtonProps>`); nil when the text is not `Name<…>`.
    static func lastTypeArgument(_ text: String) -> String? {
        guard text.trimmingCharacters(in: .whitespaces).hasSuffix(">") else { return nil }
        return typeArguments(text).last.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The first type argument of a generic type's text (`InputProps` of `React.Component<InputProps, State>`).
    static func firstTypeArgument(_ text: String) -> String? { typeArguments(text).first.flatMap { $0.isEmpty ? nil : $0 } }

    /// The type arguments between the text's first `<` and its match, split at the commas outside
    /// nested brackets, each trimmed (`FC<>` has one, empty); none where there is no `<` or no match.
    static func typeArguments(_ text: String) -> [String] {
        guard let open = text.firstIndex(of: "<") else { return [] }
        var out: [String] = []
        var depth = 0, start = text.index(after: open), i = start
        func take() { out.append(text[start..<i].trimmingCharacters(in: .whitespacesAndNewlines)) }
        while i < text.endIndex {
            switch text[i] {
            case "<", "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where depth == 0: take(); return out
            case ">": depth -= 1
            case "," where depth == 0: take(); start = text.index(after: i)
            default: break
            }
            i = text.index(after: i)
        }
        return []
    }

    /// A declarator's target (a name or a pattern), its type text and its value.
    func declarator(_ n: Node) -> (Node?, String?, Node?) {
        var target: Node?, type: String?, value: Node?
        var afterEquals = false
        n.forEachChild { c in
            if c.kind == .equals { afterEquals = true } else if c.kind == .typeAnnotation { type = typeText(c) } else if c.isNamed, c.kind != .comment {
                if afterEquals { value = c } else if target == nil { target = c }
            }
            return true
        }
        return (target, type, value)
    }

    /// The text of a type annotation without its colon.
    func typeText(_ n: Node) -> String {
        var t = n.text
        if t.hasPrefix(":") { t.removeFirst() }
        return t.trimmed()
    }

    func typeAlias(_ n: Node, doc: String?) -> Decl {
        let name = n.child(F.name)?.text ?? "?"
        var value: Node?
        var afterEquals = false
        n.forEachChild { c in
            if c.kind == .equals { afterEquals = true } else if afterEquals, c.isNamed, c.kind != .comment { value = c }
            return true
        }
        guard let value else { return Decl(.type, name: name, loc: cx.loc(n)) }
        var literals: [(String, Node)] = [], others: [String] = []
        if unionParts(value, &literals, &others), !literals.isEmpty {
            let d = Decl(.enumeration, name: name, loc: cx.loc(n))
            d.doc = doc
            d.typeKind = "union"
            d.cases = literals.map { ($0.0, [], cx.loc($0.1)) }
            d.supertypes = others
            return d
        }
        // The items of a constant list (`(typeof VARIANTS)[number]`): a union the list's strings make
        // (`TSXEntry`'s `cases(ofType:)` reads them).
        if value.text.hasSuffix("[number]") {
            let d = Decl(.enumeration, name: name, loc: cx.loc(n))
            d.doc = doc
            d.typeKind = "union"
            d.supertypes = [value.text]
            return d
        }
        let d = Decl(.type, name: name, loc: cx.loc(n))
        d.doc = doc
        d.typeKind = "type"
        objectType(value, into: d)
        return d
    }

    /// The string literals and the other members of a union; false when `n` is no union of literals.
    func unionParts(_ n: Node, _ literals: inout [(String, Node)], _ others: inout [String]) -> Bool {
        guard cx.enter() else { return false }
        defer { cx.leave() }
        switch n.kind {
        case .unionType:
            var ok = true
            n.forEachChild { c in
                if c.isNamed, !unionParts(c, &literals, &others) { ok = false }
                return true
            }
            return ok
        case .literalType:
            if let s = n.namedChild(0), s.kind == .string { literals.append((stringValue(s), s)); return true }
            return false
        case .parenthesizedType:
            return n.namedChild(0).map { unionParts($0, &literals, &others) } ?? false
        case .typeIdentifier, .genericType, .nestedTypeIdentifier, .indexTypeQuery, .lookupType, .typeQuery:
            others.append(n.text)
            return true
        default:
            return false
        }
    }

    /// Members of an object type, and the other parts of an intersection as supertypes.
    func objectType(_ n: Node, into d: Decl) {
        guard cx.enter() else { return }
        defer { cx.leave() }
        switch n.kind {
        case .objectType, .interfaceBody:
            n.forEachChild { m in
                if m.kind == .propertySignature, let name = m.child(F.name) {
                    let p = Decl(.property, name: unquoted(name), loc: cx.loc(m))
                    if let t = m.firstNamedChild("type_annotation") { p.type = typeText(t) }
                    d.members.append(p)
                }
                return true
            }
        case .intersectionType:
            n.forEachChild { c in
                if c.isNamed { objectType(c, into: d) }
                return true
            }
        case .parenthesizedType:
            if let inner = n.namedChild(0) { objectType(inner, into: d) }
        default:
            d.supertypes.append(n.text)
        }
    }

    func interface(_ n: Node, doc: String?) -> Decl {
        let d = Decl(.type, name: n.child(F.name)?.text ?? "?", loc: cx.loc(n))
        d.doc = doc
        d.typeKind = "interface"
        n.forEachChild { c in
            switch c.kind {
            case .extendsTypeClause:
                c.forEachChild { t in
                    if t.isNamed { d.supertypes.append(t.text) }
                    return true
                }
            case .interfaceBody, .objectType: objectType(c, into: d)
            default: break
            }
            return true
        }
        return d
    }

    func enumeration(_ n: Node, doc: String?) -> Decl {
        let d = Decl(.enumeration, name: n.child(F.name)?.text ?? "?", loc: cx.loc(n))
        d.doc = doc
        d.typeKind = "enum"
        if let body = n.firstNamedChild("enum_body") {
            body.forEachChild { c in
                switch c.kind {
                case .propertyIdentifier: d.cases.append((c.text, [], cx.loc(c)))
                case .enumAssignment:
                    if let name = c.namedChild(0) {
                        let value = c.lastNamedChild.flatMap { $0.startByte > name.startByte ? $0 : nil }
                        d.cases.append((unquoted(name), value.map { [Arg(expr($0))] } ?? [], cx.loc(c)))
                    }
                default: break
                }
                return true
            }
        }
        return d
    }

    // MARK: parameters and patterns

    func parameters(_ n: Node) -> [Param] {
        var out: [Param] = []
        n.forEachChild { c in
            switch c.kind {
            case .requiredParameter, .optionalParameter: out.append(parameter(c, index: out.count))
            case .identifier: out.append(Param(name: c.text, defaultValue: cx.expr(.null, c)))
            default: break
            }
            return true
        }
        return out
    }

    /// One parameter: a name or a pattern, its type text and default.
    func parameter(_ n: Node, index: Int) -> Param {
        var p = Param(name: "_\(index)")
        var afterEquals = false
        n.forEachChild { c in
            switch c.kind {
            case .equals: afterEquals = true
            case .typeAnnotation: p.type = typeText(c)
            case .identifier:
                if afterEquals { p.defaultValue = expr(c) } else { p.name = c.text }
            case .objectPattern, .arrayPattern:
                if afterEquals { p.defaultValue = expr(c) } else { p.destructured = pattern(c) }
            case .restPattern:
                if let id = c.firstNamedChild("identifier") { p.name = id.text }
                p.variadic = true
            default:
                if afterEquals, c.isNamed, c.kind != .comment { p.defaultValue = expr(c) }
            }
            return true
        }
        // An argument not passed is `undefined`.
        if p.defaultValue == nil { p.defaultValue = cx.expr(.null, n) }
        return p
    }

    /// The names an object or array pattern binds, each with its default.
    func pattern(_ n: Node) -> [Destructure] {
        var out: [Destructure] = []
        // An array pattern's item index counts the commas before it (`[size, , icon]` skips one).
        var index = 0
        n.forEachChild { c in
            if !c.isNamed, c.text == "," { index += 1 }
            let key = n.kind == .arrayPattern ? "\(index)" : nil
            switch c.kind {
            case .shorthandPropertyIdentifierPattern, .identifier:
                out.append(Destructure(key: key ?? c.text, name: c.text))
            case .objectAssignmentPattern, .assignmentPattern:
                guard let left = c.namedChild(0) else { break }
                let def = c.lastNamedChild.flatMap { $0.startByte > left.startByte ? expr($0) : nil }
                out.append(Destructure(key: key ?? left.text, name: left.text, defaultValue: def))
            case .pairPattern:
                guard let k = c.child(F.key), let v = c.child(F.value) else { break }
                var name = v.text, def: Expr?
                if v.kind == .assignmentPattern || v.kind == .objectAssignmentPattern, let left = v.namedChild(0) {
                    name = left.text
                    def = v.lastNamedChild.flatMap { $0.startByte > left.startByte ? expr($0) : nil }
                }
                if v.kind == .identifier || def != nil { out.append(Destructure(key: unquoted(k), name: name, defaultValue: def)) }
                // `{ colors: { primary, outline } }`: the names of the pattern inside.
                if v.kind == .objectPattern || v.kind == .arrayPattern { out.append(Destructure(key: unquoted(k), name: "", nested: pattern(v))) }
            case .restPattern:
                if let id = c.firstNamedChild("identifier") { out.append(Destructure(key: id.text, name: id.text, rest: true)) }
            case .objectPattern, .arrayPattern:
                // A pattern as an item of an array pattern (`([name, { icon, ...box }]) =>` of `Object.entries`).
                if let key { out.append(Destructure(key: key, name: "", nested: pattern(c))) }
            default: break
            }
            return true
        }
        return out
    }

    // MARK: statements

    /// A block's statements, its function declarations first (JavaScript hoists them).
    func block(_ n: Node) -> Block {
        var out: [Stmt] = []
        for hoisted in [true, false] {
            n.forEachChild { c in
                if c.isNamed, (c.kind == .functionDeclaration) == hoisted { statement(c, into: &out) }
                return true
            }
        }
        return Block(out)
    }

    func statement(_ c: Node, into out: inout [Stmt]) {
        guard cx.enter() else { return }
        defer { cx.leave() }
        let loc = cx.loc(c)
        switch c.kind {
        case .lexicalDeclaration, .variableDeclaration:
            c.forEachChild { d in
                guard d.kind == .variableDeclarator else { return true }
                let (target, type, value) = declarator(d)
                guard let target else { return true }
                let v = value.map(expr)
                switch target.kind {
                case .identifier: out.append(Stmt(.binding(Binding(name: target.text, value: v, type: type)), loc))
                case .objectPattern, .arrayPattern:
                    out.append(Stmt(.binding(Binding(name: "_", destructured: pattern(target), value: v, type: type)), loc))
                default: break
                }
                return true
            }
        case .expressionStatement:
            guard let e = c.namedChild(0) else { return }
            if e.kind == .assignmentExpression, let l = e.child(F.left), l.kind == .identifier, let r = e.child(F.right) {
                out.append(Stmt(.assign(l.text, expr(r)), loc))
            } else {
                out.append(Stmt(.expr(expr(e)), loc))
            }
        case .returnStatement:
            out.append(Stmt(.return(c.firstNamedChild { $0.kind != .comment }.map(expr)), loc))
        case .ifStatement:
            guard let cond = c.child(F.condition) else { return }
            let then = c.child(F.consequence).map(body) ?? Block([])
            var otherwise: Block?
            if let alt = c.child(F.alternative) {
                otherwise = alt.firstNamedChild { $0.kind != .comment }.map(body)
            }
            out.append(Stmt(.if(expr(cond), then, otherwise), loc))
        case .switchStatement:
            guard let subject = c.child(F.value), let b = c.child(F.body) else { return }
            out.append(Stmt(.match(expr(subject), switchCases(b)), loc))
        case .functionDeclaration:
            // A function declared in a function is a closure over its scope (a hook that reads
            // the context its factory made: `function useValue() { return useContext(Ctx) }`).
            let d = function(c, name: c.child(F.name)?.text ?? "?", doc: nil)
            out.append(Stmt(.binding(Binding(name: d.name, value: cx.expr(.closure(d.params, d.body ?? Block([])), c))), loc))
        case .statementBlock:
            out += block(c).statements
        default: break
        }
    }

    /// A statement as a block (`if (x) return a` or `if (x) { … }`).
    func body(_ n: Node) -> Block {
        if n.kind == .statementBlock { return block(n) }
        var out: [Stmt] = []
        statement(n, into: &out)
        return Block(out)
    }

    /// `case "a": case "b": …` share one body; `default:` has no patterns.
    func switchCases(_ n: Node) -> [MatchCase] {
        var cases: [MatchCase] = []
        var pending: [Expr] = []
        n.forEachChild { c in
            guard c.kind == .switchCase || c.kind == .switchDefault else { return true }
            var stmts: [Stmt] = []
            var value: Node?
            if c.kind == .switchCase { value = c.child(F.value) }
            c.forEachChild { s in
                if s.isNamed, s.startByte != value?.startByte { statement(s, into: &stmts) }
                return true
            }
            if let value { pending.append(expr(value)) }
            if stmts.isEmpty, c.kind == .switchCase { return true }
            cases.append(MatchCase(patterns: c.kind == .switchDefault ? [] : pending, body: Block(stmts)))
            pending = []
            return true
        }
        return cases
    }

    // MARK: expressions

    func expr(_ n: Node) -> Expr {
        guard cx.enter() else { return cx.expr(.unsupported("an expression nested more than \(LoweringContext.maxDepth) deep"), n) }
        defer { cx.leave() }
        return lowerExpr(n)
    }

    private func lowerExpr(_ n: Node) -> Expr {
        switch n.kind {
        case .identifier, .shorthandPropertyIdentifier:
            let text = n.text
            switch text {
            case "undefined": return cx.expr(.null, n)
            // JavaScript's non-finite numbers are no value.
            case "NaN", "Infinity": return cx.expr(.unsupported("`\(text)`, not a finite number,"), n)
            default: return cx.expr(.name(text), n)
            }
        case .this: return cx.expr(.this, n)
        case .number:
            // Without digit separators, lowercased (by bytes when ASCII: Foundation's
            // `replacingOccurrences` goes through `NSString`).
            let t = cx.ascii(n).map { b in String(decoding: b.compactMap { $0 == UInt8(ascii: "_") ? nil : (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self) }
                ?? n.text.replacingOccurrences(of: "_", with: "").lowercased()
            if t.hasPrefix("0x"), let v = UInt64(t.dropFirst(2), radix: 16) { return cx.expr(.number(Double(v), unit: ""), n) }
            if let v = Double(t) {
                return v.isFinite ? cx.expr(.number(v, unit: ""), n) : cx.expr(.unsupported("`\(n.text)`, a number that overflows to infinity,"), n)
            }
            return cx.unsupported(n)
        case .string: return cx.expr(.string(stringValue(n)), n)
        case .templateString: return template(n)
        case .true: return cx.expr(.bool(true), n)
        case .false: return cx.expr(.bool(false), n)
        case .null, .undefined: return cx.expr(.null, n)
        case .parenthesizedExpression, .asExpression, .satisfiesExpression, .nonNullExpression, .awaitExpression:
            guard let inner = n.firstNamedChild(where: { $0.kind != .comment && !$0.type.hasSuffix("type") && $0.kind != .typeArguments }) else { return cx.unsupported(n) }
            return expr(inner)
        case .sequenceExpression:
            return n.lastNamedChild.map(expr) ?? cx.unsupported(n)
        case .memberExpression:
            guard let object = n.child(F.object), let property = n.child(F.property) else { return cx.unsupported(n) }
            // In a class component: `this.props` is the render function's `props`, `this.renderLabel` the class's member.
            if object.kind == .this, cx.inClassComponent.value { return cx.expr(.name(property.text == "props" ? "props" : property.text), n) }
            if !cx.namespaces.value.isEmpty, object.kind == .identifier, cx.namespaces.value.contains(object.text) { return cx.expr(.name(property.text), n) }
            return cx.expr(.member(optionalObject(n), property.text, optional: n.child(F.optionalChain) != nil), n)
        case .subscriptExpression:
            return lookup(n)
        case .callExpression:
            guard let callee = n.child(F.function), let args = n.child(F.arguments), args.kind == .arguments else { return cx.unsupported(n) }
            var a = arguments(args)
            // `forwardRef<View, PillProps>(({ size }, ref) => …)`, `memo<PillProps>(…)`: the untyped
            // props of the function it wraps are of the type the call names last.
            var props: Node?
            if TSXTables.typedWrappers.contains(callee.text), let types = n.child(F.typeArguments) {
                types.forEachChild { c in
                    if c.isNamed, c.kind != .comment { props = c }
                    return true
                }
            }
            if let props, let first = a.first, case .closure(var params, let body) = first.value.kind, !params.isEmpty, params[0].type == nil {
                params[0].type = props.text
                a[0] = Arg(label: first.label, Expr(.closure(params, body), first.value.loc), spread: first.spread)
            }
            return cx.expr(.call(optionalObject(n), a, trailing: []), n)
        case .newExpression:
            // `new Animated.Value(0)`: a call of the constructor (the tables know what it makes).
            guard let callee = n.child(F.constructor) else { return cx.unsupported(n) }
            let a = n.child(F.arguments).map(arguments) ?? []
            return cx.expr(.call(expr(callee), a, trailing: []), n)
        case .arrowFunction, .functionExpression, .function:
            let f = function(n, name: "", doc: nil)
            return cx.expr(.closure(f.params, f.body ?? f.value.map { Block.expr($0) } ?? Block([])), n)
        case .ternaryExpression:
            guard let c = n.child(F.condition), let a = n.child(F.consequence), let b = n.child(F.alternative) else { return cx.unsupported(n) }
            return cx.expr(.conditional(expr(c), expr(a), expr(b)), n)
        case .binaryExpression:
            guard let l = n.child(F.left), let r = n.child(F.right), let op = n.child(F.operator) else { return cx.unsupported(n) }
            return cx.expr(.binary(op.text, expr(l), expr(r)), n)
        case .unaryExpression:
            guard let op = n.child(F.operator), let x = n.child(F.argument) else { return cx.unsupported(n) }
            if op.text == "void" { return cx.expr(.null, n) }
            if op.text == "-", case .number(let v, let u) = expr(x).kind { return cx.expr(.number(-v, unit: u), n) }
            return cx.expr(.unary(op.text, expr(x)), n)
        case .object:
            return cx.expr(.object(entries(n)), n)
        case .array:
            return array(n)
        case .jsxElement, .jsxSelfClosingElement:
            return element(n, comment: nil)
        case .jsxExpression:
            return n.firstNamedChild { $0.kind != .comment }.map(expr) ?? cx.expr(.null, n)
        default:
            return cx.unsupported(n)
        }
    }

    /// A string literal's text, escapes decoded.
    func stringValue(_ n: Node) -> String {
        var s = ""
        n.forEachChild { c in
            switch c.kind {
            case .stringFragment: s += c.text
            case .escapeSequence: s += unescape(c.text)
            default: break
            }
            return true
        }
        return s
    }

    func unescape(_ e: String) -> String {
        switch e {
        case "\\n": return "\n"
        case "\\t": return "\t"
        case "\\r": return "\r"
        default: return e.count == 2 ? String(e.dropFirst()) : e
        }
    }

    func template(_ n: Node) -> Expr {
        var parts: [TemplatePart] = []
        var plain = true
        n.forEachChild { c in
            switch c.kind {
            case .stringFragment: parts.append(.text(c.text))
            case .escapeSequence: parts.append(.text(unescape(c.text)))
            case .templateSubstitution:
                plain = false
                if let x = c.firstNamedChild(where: { $0.kind != .comment }) { parts.append(.expr(expr(x))) }
            default: break
            }
            return true
        }
        if plain { return cx.expr(.string(parts.map { if case .text(let t) = $0 { return t }; return "" }.joined()), n) }
        return cx.expr(.template(parts), n)
    }

    func arguments(_ n: Node) -> [Arg] {
        var out: [Arg] = []
        n.forEachChild { c in
            guard c.isNamed, c.kind != .comment else { return true }
            if c.kind == .spreadElement, let inner = c.namedChild(0) { out.append(Arg(expr(inner), spread: true)) } else { out.append(Arg(expr(c))) }
            return true
        }
        return out
    }

    func entries(_ n: Node) -> [Entry] {
        var out: [Entry] = []
        n.forEachChild { c in
            switch c.kind {
            case .pair:
                guard let k = c.child(F.key), let v = c.child(F.value) else { break }
                if k.kind == .computedPropertyName, let inner = k.namedChild(0) {
                    // `['danger-soft']: …` is the key `danger-soft`, as a quoted key is.
                    out.append(Entry(inner.type == "string" ? .name(unquoted(inner)) : .computed(expr(inner)), expr(v)))
                } else {
                    out.append(Entry(.name(unquoted(k)), expr(v)))
                }
            case .shorthandPropertyIdentifier:
                out.append(Entry(.name(c.text), expr(c)))
            case .spreadElement:
                if let inner = c.namedChild(0) { out.append(Entry(.spread, expr(inner))) }
            case .methodDefinition:
                guard let name = c.child(F.name) else { break }
                let f = function(c, name: name.text, doc: nil)
                out.append(Entry(.name(unquoted(name)), cx.expr(.closure(f.params, f.body ?? Block([])), c)))
            default: break
            }
            return true
        }
        return out
    }

    /// `[a, ...b, c]` as `[a] + b + [c]`.
    func array(_ n: Node) -> Expr {
        var pieces: [Expr] = []
        var items: [Expr] = []
        n.forEachChild { c in
            guard c.isNamed, c.kind != .comment else { return true }
            if c.kind == .spreadElement, let inner = c.namedChild(0) {
                if !items.isEmpty { pieces.append(cx.expr(.array(items), n)); items = [] }
                pieces.append(expr(inner))
            } else {
                items.append(expr(c))
            }
            return true
        }
        if pieces.isEmpty { return cx.expr(.array(items), n) }
        if !items.isEmpty { pieces.append(cx.expr(.array(items), n)) }
        return pieces.dropFirst().reduce(pieces[0]) { cx.expr(.binary("+", $0, $1), n) }
    }

    /// A key's text without quotes.
    func unquoted(_ n: Node) -> String {
        n.kind == .string ? stringValue(n) : n.text
    }

    // MARK: JSX

    /// An element: its tag, attributes (spreads as spread arguments, a bare attribute `true`) and
    /// children; a fragment `<>…</>` is the list of its children. A `{/* Thumb */}` child names the
    /// element after it, as a comment right before it does.
    func element(_ n: Node, comment: String?) -> Expr {
        guard cx.enter() else { return cx.expr(.unsupported("an element nested more than \(LoweringContext.maxDepth) deep"), n) }
        defer { cx.leave() }
        let open = n.kind == .jsxElement ? n.child(F.openTag) ?? n.namedChild(0) : n
        var tag: Node?
        var attrs: [Arg] = []
        open?.forEachChild { c in
            switch c.kind {
            case .identifier, .memberExpression, .jsxNamespaceName, .nestedIdentifier:
                if tag == nil { tag = c }
            case .jsxAttribute:
                if let a = attribute(c) { attrs.append(a) }
            case .jsxExpression:
                if let s = c.firstNamedChild("spread_element"), let inner = s.namedChild(0) { attrs.append(Arg(expr(inner), spread: true)) }
            default: break
            }
            return true
        }
        var children: [Expr] = []
        if n.kind == .jsxElement {
            var pending: String?
            n.forEachChild { c in
                switch c.kind {
                case .jsxText:
                    // Most text between tags is the indentation: only white space.
                    let b = cx.source.bytes
                    guard b[min(c.startByte, b.count)..<min(c.endByte, b.count)].contains(where: { !($0 == 0x20 || (0x09...0x0D).contains($0)) }) else { break }
                    let t = c.text.trimmed()
                    if !t.isEmpty { children.append(cx.expr(.string(t), c)) }
                case .jsxElement, .jsxSelfClosingElement:
                    children.append(element(c, comment: pending))
                    pending = nil
                case .jsxExpression:
                    let inner = c.namedChildren
                    if let only = inner.first, inner.allSatisfy({ $0.kind == .comment }) {
                        pending = inner.map { $0.text.commentText }.joined(separator: " ")
                        _ = only
                    } else if let e = inner.first(where: { $0.kind != .comment }) {
                        let x = expr(e)
                        if pending != nil, x.comment == nil { x.comment = pending }
                        children.append(x)
                        pending = nil
                    }
                default: break
                }
                return true
            }
        }
        guard let tag else { return cx.expr(.array(children), n) }
        // A tag is the view as written (`<AlertPrimitives.Title>` names its part so, namespace or not).
        let name = tag.kind == .memberExpression ? (tag.child(F.property).map { cx.expr(.member(optionalObject(tag), $0.text, optional: false), tag) } ?? expr(tag)) : cx.expr(.name(tag.text), tag)
        return cx.expr(.element(name, attrs, children), n, comment: comment ?? cx.comment(before: n.startByte))
    }

    func attribute(_ n: Node) -> Arg? {
        guard let name = n.namedChild(0) else { return nil }
        let value = n.namedChildCount > 1 ? n.namedChild(1) : nil
        guard let value else { return Arg(label: name.text, cx.expr(.bool(true), name)) }
        return Arg(label: name.text, expr(value))
    }
}

/// The grammar's fields this lowering reads, by id: `child(field:)` hashed the name on every call.
private enum F {
    static let alias = Language.tsx.field("alias")
    static let alternative = Language.tsx.field("alternative")
    static let argument = Language.tsx.field("argument")
    static let arguments = Language.tsx.field("arguments")
    static let constructor = Language.tsx.field("constructor")
    static let body = Language.tsx.field("body")
    static let condition = Language.tsx.field("condition")
    static let consequence = Language.tsx.field("consequence")
    static let function = Language.tsx.field("function")
    static let index = Language.tsx.field("index")
    static let key = Language.tsx.field("key")
    static let left = Language.tsx.field("left")
    static let name = Language.tsx.field("name")
    static let declaration = Language.tsx.field("declaration")
    static let object = Language.tsx.field("object")
    static let openTag = Language.tsx.field("open_tag")
    /// `a?.b`: member_expression's `?.` is this field (a grammar rule of its own).
    static let optionalChain = Language.tsx.field("optional_chain")
    static let `operator` = Language.tsx.field("operator")
    static let property = Language.tsx.field("property")
    static let right = Language.tsx.field("right")
    static let source = Language.tsx.field("source")
    static let typeArguments = Language.tsx.field("type_arguments")
    static let value = Language.tsx.field("value")
}

extension TSXLowering {
    /// The node types of tree-sitter-tsx this lowering tells apart, named as the grammar names them
    /// (the raw values); `other` is every other type.
    enum NodeKind: String, CaseIterable, Sendable {
        case other = ""
        case arguments
        case array
        case arrayPattern = "array_pattern"
        case arrowFunction = "arrow_function"
        case asExpression = "as_expression"
        case assignmentExpression = "assignment_expression"
        case assignmentPattern = "assignment_pattern"
        case awaitExpression = "await_expression"
        case binaryExpression = "binary_expression"
        case callExpression = "call_expression"
        case comment
        case computedPropertyName = "computed_property_name"
        case enumAssignment = "enum_assignment"
        case enumDeclaration = "enum_declaration"
        case equals = "="
        case escapeSequence = "escape_sequence"
        case exportSpecifier = "export_specifier"
        case exportStatement = "export_statement"
        case newExpression = "new_expression"
        case importSpecifier = "import_specifier"
        case importStatement = "import_statement"
        case expressionStatement = "expression_statement"
        case extendsTypeClause = "extends_type_clause"
        case `false`
        case formalParameters = "formal_parameters"
        case `function`
        case functionDeclaration = "function_declaration"
        case functionExpression = "function_expression"
        case generatorFunctionDeclaration = "generator_function_declaration"
        case genericType = "generic_type"
        case identifier
        case ifStatement = "if_statement"
        case indexTypeQuery = "index_type_query"
        case interfaceBody = "interface_body"
        case interfaceDeclaration = "interface_declaration"
        case intersectionType = "intersection_type"
        case jsxAttribute = "jsx_attribute"
        case jsxElement = "jsx_element"
        case jsxExpression = "jsx_expression"
        case jsxNamespaceName = "jsx_namespace_name"
        case jsxSelfClosingElement = "jsx_self_closing_element"
        case jsxText = "jsx_text"
        case lexicalDeclaration = "lexical_declaration"
        case literalType = "literal_type"
        case lookupType = "lookup_type"
        case memberExpression = "member_expression"
        case methodDefinition = "method_definition"
        case classDeclaration = "class_declaration"
        case classHeritage = "class_heritage"
        case publicFieldDefinition = "public_field_definition"
        case nestedIdentifier = "nested_identifier"
        case nestedTypeIdentifier = "nested_type_identifier"
        case nonNullExpression = "non_null_expression"
        case `null`
        case number
        case object
        case objectAssignmentPattern = "object_assignment_pattern"
        case objectPattern = "object_pattern"
        case objectType = "object_type"
        case optionalParameter = "optional_parameter"
        case pair
        case pairPattern = "pair_pattern"
        case parenthesizedExpression = "parenthesized_expression"
        case parenthesizedType = "parenthesized_type"
        case propertyIdentifier = "property_identifier"
        case propertySignature = "property_signature"
        case requiredParameter = "required_parameter"
        case restPattern = "rest_pattern"
        case returnStatement = "return_statement"
        case satisfiesExpression = "satisfies_expression"
        case sequenceExpression = "sequence_expression"
        case shorthandPropertyIdentifier = "shorthand_property_identifier"
        case shorthandPropertyIdentifierPattern = "shorthand_property_identifier_pattern"
        case spreadElement = "spread_element"
        case statementBlock = "statement_block"
        case string
        case stringFragment = "string_fragment"
        case subscriptExpression = "subscript_expression"
        case switchCase = "switch_case"
        case switchDefault = "switch_default"
        case switchStatement = "switch_statement"
        case templateString = "template_string"
        case templateSubstitution = "template_substitution"
        case ternaryExpression = "ternary_expression"
        case `this`
        case `true`
        case typeAliasDeclaration = "type_alias_declaration"
        case typeAnnotation = "type_annotation"
        case typeArguments = "type_arguments"
        case typeIdentifier = "type_identifier"
        case typeParameters = "type_parameters"
        case typeQuery = "type_query"
        case unaryExpression = "unary_expression"
        case undefined
        case unionType = "union_type"
        case variableDeclaration = "variable_declaration"
        case variableDeclarator = "variable_declarator"
    }
}

private let kinds = KindTable<TSXLowering.NodeKind>(.tsx, other: .other)

private extension Node {
    /// This node's type as the lowering knows it: one array read, no string compared.
    var kind: TSXLowering.NodeKind { kinds[self] }
}

extension TSXLowering {
    /// Whether a declaration of a component file another component imports is shared with the
    /// importer: its contexts (`TextClassContext = React.createContext(…)`), variant tables,
    /// constants and helpers are; its components (a capitalized function, or a capitalized
    /// constant holding an arrow function or a `forwardRef`/`memo` of one) are not: the importer's
    /// `<Text>` stays a view named by its caller, as it is when the file is not imported.
    static func isShared(_ d: Decl) -> Bool {
        guard let first = d.name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first) else { return true }
        switch d.kind {
        case .function: return false
        case .property:
            guard let v = d.value else { return true }
            if case .closure = v.kind { return false }
            if case .call(_, let args, _) = v.kind, args.contains(where: { if case .closure = $0.value.kind { return true }; return false }) { return false }
            return true
        default: return true
        }
    }
}
