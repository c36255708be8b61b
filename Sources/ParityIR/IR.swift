import ParityModel

/// Where an IR node stands in its source: the file (by index into the program's files), the
/// byte range of its text and its 1-based line and column (0 when not computed yet: the
/// program computes it from the byte offset when a location is asked).
public struct Loc: Hashable, Sendable {
    public var file: Int32
    public var start: Int32
    public var end: Int32
    public var line: Int32
    public var column: Int32

    public init(file: Int, start: Int, end: Int, line: Int, column: Int) {
        self.file = Int32(file)
        self.start = Int32(start)
        self.end = Int32(end)
        self.line = Int32(line)
        self.column = Int32(column)
    }

    public static let none = Loc(file: -1, start: 0, end: 0, line: 0, column: 0)

    /// Whether `other` lies inside this range of the same file.
    public func encloses(_ other: Loc) -> Bool { file >= 0 && file == other.file && start <= other.start && other.end <= end }
    /// The locations of the values that stand for a point's variant and size (their uses are tracked).
    public static let variantInput = Loc(file: -2, start: 0, end: 0, line: 0, column: 0)
    public static let sizeInput = Loc(file: -3, start: 0, end: 0, line: 0, column: 0)
}

/// One source file of a program: its root-relative path and bytes (for raw texts).
public struct IRFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// The byte offset of each line's start, where the parser's source text has them (else
    /// found when a position is first asked).
    public let lineStarts: [Int]?

    public init(path: String, bytes: [UInt8], lineStarts: [Int]? = nil) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}

/// A call or element argument: `label: value`, a positional value, or a spread `...value`.
public struct Arg: Sendable {
    public var label: String?
    public var value: Expr
    public var spread: Bool

    public init(label: String? = nil, _ value: Expr, spread: Bool = false) {
        self.label = label
        self.value = value
        self.spread = spread
    }
}

/// A parameter of a function or closure, with its label (Swift's external name), type text and default.
public struct Param: Sendable {
    public var name: String
    /// The label a call uses (Swift `_` is nil); nil for positional-only languages means `name`.
    public var label: String?
    public var type: String?
    public var defaultValue: Expr?
    /// Destructured names of an object parameter (`({ pressed, hovered }) =>`, `{ variant = "default" }`),
    /// each with its default; `rest` for `...props`.
    public var destructured: [Destructure]?
    /// Where it is declared (for a parameter no caller sets).
    public var loc: Loc
    /// The type as written where it names the type it is nested in (`Icon.Size`; `type` is `Size`).
    public var qualifiedType: String?
    /// A rest parameter (`...args`): the positional arguments from its place on, as a list.
    public var variadic = false
    /// Swift's `_ name`: no argument label reaches it (`accessibility(_ identifier:)` is not
    /// SwiftUI's `accessibility(identifier:)`).
    public var positionalOnly = false
    /// Declared with an optional type (Kotlin's `value: String?`, Swift's `_ value: String?`): a
    /// caller may pass null, so a text of that type without a default is not surely there.
    public var optional = false

    /// Whether an argument with this label goes to this parameter: its label, else its name
    /// (Kotlin's and TypeScript's named arguments), never for a Swift `_` parameter.
    public func takes(label l: String) -> Bool {
        if positionalOnly { return false }
        return (label ?? name) == l || name == l
    }

    public init(name: String, label: String? = nil, type: String? = nil, defaultValue: Expr? = nil, destructured: [Destructure]? = nil, loc: Loc = .none) {
        self.loc = loc
        self.name = name
        self.label = label
        self.type = type
        self.defaultValue = defaultValue
        self.destructured = destructured
    }
}

/// One name of a destructuring pattern: `key: name = default`, or `...name` (rest).
public struct Destructure: Sendable {
    public var key: String
    public var name: String
    public var defaultValue: Expr?
    public var rest: Bool
    /// A pattern inside this one (`{ colors: { primary, outline } }`): the names it binds from
    /// the value at `key` (then `name` binds nothing).
    public var nested: [Destructure]?

    public init(key: String, name: String? = nil, defaultValue: Expr? = nil, rest: Bool = false, nested: [Destructure]? = nil) {
        self.key = key
        self.name = name ?? key
        self.defaultValue = defaultValue
        self.rest = rest
        self.nested = nested
    }
}

/// An object literal entry: `key: value`, a shorthand `key`, a computed `[k]: v` or a spread.
public struct Entry: Sendable {
    public enum Key: Sendable { case name(String), computed(Expr), spread }
    public var key: Key
    public var value: Expr

    public init(_ key: Key, _ value: Expr) {
        self.key = key
        self.value = value
    }
}

/// A case of a match: patterns (any matches), an optional guard, and the body.
public struct MatchCase: Sendable {
    /// Empty for `else`/`default`.
    public var patterns: [Expr]
    public var guardExpr: Expr?
    public var body: Block

    public init(patterns: [Expr], guardExpr: Expr? = nil, body: Block) {
        self.patterns = patterns
        self.guardExpr = guardExpr
        self.body = body
    }
}

/// A part of a template string.
public enum TemplatePart: Sendable {
    case text(String)
    case expr(Expr)
}

/// Statements of a body; its value is the value of a `return`, else of its last expression
/// statement (Kotlin lambdas, Swift implicit returns and view builders collect every view).
public struct Block: Sendable {
    public var statements: [Stmt]

    public init(_ statements: [Stmt]) { self.statements = statements }
    public static func expr(_ e: Expr) -> Block { Block([Stmt(.expr(e), e.loc)]) }
}

/// An expression of any of the lowered languages. Lowering is the only code that knows the
/// grammar; the evaluator sees only these.
public final class Expr: @unchecked Sendable {
    public enum Kind {
        /// A number with its unit suffix as written (`16.dp` -> 16, "dp"; `0.5f` -> 0.5, "").
        case number(Double, unit: String)
        /// A hex integer literal (`0xFF0071E3`), kept whole: colors are built from it.
        case hex(UInt64, digits: Int)
        case string(String)
        case bool(Bool)
        case null
        /// A name: a local, a parameter, a member of `self`, or a declaration of the program.
        case name(String)
        /// `self` / `this`.
        case this
        /// Swift's implicit member `.sm`, `.semibold` (a member of the type the context expects).
        case implicitMember(String)
        /// `base.name`; `optional` for `?.`.
        case member(Expr, String, optional: Bool)
        /// A call with its arguments and trailing closures (Swift `label: { }` trailing closures keep their labels).
        case call(Expr, [Arg], trailing: [Arg])
        case closure([Param], Block)
        case conditional(Expr, Expr, Expr)
        /// `when`/`switch`, with or without a subject; the value of the first case that matches.
        case match(Expr?, [MatchCase])
        case `subscript`(Expr, Expr)
        case object([Entry])
        case array([Expr])
        /// `!`, `-`, `+`, `typeof`…
        case unary(String, Expr)
        /// `&& || ?? == != === !== + - * / < > <= >=`, Kotlin `provides`, `to`.
        case binary(String, Expr, Expr)
        case template([TemplatePart])
        /// A JSX element: tag, attributes, children.
        case element(Expr, [Arg], [Expr])
        /// A block used as a value (`run { }`, a Swift closure body immediately applied, view builders).
        case block(Block)
        /// `\.isEnabled` key paths.
        case keyPath(String)
        /// Syntax the lowering does not model; the evaluator gives an unknown naming it.
        case unsupported(String)
    }

    public let kind: Kind
    public let loc: Loc
    /// The text of comments right before this expression (a part name: `// Thumb`).
    public var comment: String?

    public init(_ kind: Kind, _ loc: Loc, comment: String? = nil) {
        self.kind = kind
        self.loc = loc
        self.comment = comment
    }
}

extension Expr {
    /// The last name of a name or member chain (`LocalTextStyle`, `Theme.LocalColors` -> `LocalColors`).
    public var lastName: String? {
        switch kind {
        case .name(let n), .member(_, let n, _): return n
        default: return nil
        }
    }

    /// Whether this expression calls a function or method named `name` anywhere inside it
    /// (closures and nested blocks included; nested declarations not).
    public func calls(_ name: String) -> Bool {
        switch kind {
        case .call(let callee, let args, let trailing):
            switch callee.kind {
            case .name(let n), .member(_, let n, _): if n == name { return true }
            default: break
            }
            return callee.calls(name) || (args + trailing).contains { $0.value.calls(name) }
        case .member(let b, _, _), .unary(_, let b): return b.calls(name)
        case .conditional(let c, let a, let b): return c.calls(name) || a.calls(name) || b.calls(name)
        case .binary(_, let a, let b), .subscript(let a, let b): return a.calls(name) || b.calls(name)
        case .match(let subject, let cases): return subject?.calls(name) == true || cases.contains { $0.body.calls(name) }
        case .closure(_, let body), .block(let body): return body.calls(name)
        case .array(let items): return items.contains { $0.calls(name) }
        case .element(let tag, let attrs, let children): return tag.calls(name) || attrs.contains { $0.value.calls(name) } || children.contains { $0.calls(name) }
        default: return false
        }
    }
}

extension Block {
    /// Whether a statement of this block calls `name` (see `Expr.calls`).
    public func calls(_ name: String) -> Bool {
        statements.contains { s in
            switch s.kind {
            case .expr(let e), .assign(_, let e): return e.calls(name)
            case .binding(let b): return b.value?.calls(name) == true
            case .return(let e): return e?.calls(name) == true
            case .if(let c, let a, let b): return c.calls(name) || a.calls(name) || b?.calls(name) == true
            case .match(let subject, let cases): return subject?.calls(name) == true || cases.contains { $0.body.calls(name) }
            case .loop(_, let s, let body): return s.calls(name) || body.calls(name)
            case .decl: return false
            }
        }
    }
}

extension Block {
    /// Whether a statement of this block, or of a block inside it, assigns a name `accept` takes.
    public func assigns(_ accept: (String) -> Bool) -> Bool {
        statements.contains { s in
            switch s.kind {
            case .assign(let n, _): return accept(n)
            case .if(_, let a, let b): return a.assigns(accept) || b?.assigns(accept) == true
            case .match(_, let cases): return cases.contains { $0.body.assigns(accept) }
            case .loop(_, _, let body): return body.assigns(accept)
            default: return false
            }
        }
    }
}

/// A statement.
public struct Stmt: Sendable {
    /// The field an assignment's target names: `self.x` and `x` both `x`.
    public static func field(assigned target: String) -> String { target.hasPrefix("self.") ? String(target.dropFirst(5)) : target }

    public enum Kind: Sendable {
        case expr(Expr)
        /// `val x = e`, `let x = e`, `const { a, b } = e`; `mutable` for `var`.
        case binding(Binding)
        case assign(String, Expr)
        case `return`(Expr?)
        case `if`(Expr, Block, Block?)
        /// A `when`/`switch` statement: each case body runs as statements.
        case match(Expr?, [MatchCase])
        case decl(Decl)
        /// `for (index in 0 until count) { … }`: the loop variable, the sequence, the body.
        case loop(String, Expr, Block)
    }

    public var kind: Kind
    public var loc: Loc

    public init(_ kind: Kind, _ loc: Loc) {
        self.kind = kind
        self.loc = loc
    }
}

/// A local binding, possibly destructuring (`const { colors } = useTheme()`, `val (a, b) = p`).
public struct Binding: Sendable {
    public var name: String
    public var destructured: [Destructure]?
    public var value: Expr?
    /// Kotlin `by` delegation (`val pressed by source.collectIsPressedAsState()`): the value is read through.
    public var delegated: Bool
    public var type: String?

    public init(name: String, destructured: [Destructure]? = nil, value: Expr?, delegated: Bool = false, type: String? = nil) {
        self.name = name
        self.destructured = destructured
        self.value = value
        self.delegated = delegated
        self.type = type
    }
}

/// A declaration: function, property, enum, type (struct/class/object/data class/interface), extension.
public final class Decl: @unchecked Sendable {
    public enum Kind: Sendable {
        case function
        case property
        case enumeration
        /// struct, class, data class, object, protocol/interface.
        case type
        /// A Swift `extension T { … }` or an `export default`-like grouping: members of `receiver`.
        case `extension`
    }

    public let kind: Kind
    public let name: String
    public let loc: Loc
    /// For extension functions and properties (`val ButtonSize.height`, `fun Tone.fill(…)`), and Swift extensions.
    public var receiver: String?
    /// The type a nested type or enum is declared in (`Illustration` of `extension Illustration { enum Image }`),
    /// set when the program indexes it.
    public var owner: String?
    public var isStatic: Bool = false
    /// Callable from outside its file and module (not `private`, `internal`, `fileprivate`).
    public var isPublic: Bool = true
    /// Swift's `private` or `fileprivate`: seen from its own file only (`private static let callout = 16.0`
    /// in an `extension Font` is not SwiftUI's `.callout` in another file).
    public var isFilePrivate: Bool = false
    public var params: [Param] = []
    /// A function's or computed property's body; a stored property's initializer is `value`.
    public var body: Block?
    public var value: Expr?
    /// The type text as written (`Color`, `ButtonSize`, `some View`).
    public var type: String?
    /// A property's type with its owner where written so (`KnobStyle.Tone` of `var tone: KnobStyle.Tone`).
    public var qualifiedType: String?
    /// Annotations and attributes by name (`Composable`, `Environment`, `FocusState`, `State`, `ViewBuilder`),
    /// each with its arguments.
    public var annotations: [(name: String, args: [Arg])] = []
    /// The doc comment or the comments right before it.
    public var doc: String?
    /// Members of a type, enum or extension.
    public var members: [Decl] = []
    /// Enum cases with their constructor arguments (`Sm(32.dp, 12.dp)`), or raw values.
    public var cases: [(name: String, args: [Arg], loc: Loc)] = []
    /// Swift cases with associated values, by case: their parameters with their defaults
    /// (`case tinted(strong: Bool = false)`); a case of the input space holds its defaults.
    public var caseParams: [String: [Param]] = [:]
    /// Supertypes / conformances (`ButtonStyle`, `ViewModifier`).
    public var supertypes: [String] = []
    /// The arguments an object gives its supertype's constructor (Kotlin's `data object Sm :
    /// BadgeSize(height = 16.dp)`): a sealed class's case made with them.
    public var superArgs: [Arg] = []
    /// A type alias's target (`typealias Style = BPKSwitchStyle`): the declaration names that type.
    public var aliasOf: String?
    /// `struct`, `class`, `data class`, `object`, `enum`, `interface`, `protocol`…
    public var typeKind: String = ""

    public init(_ kind: Kind, name: String, loc: Loc) {
        self.kind = kind
        self.name = name
        self.loc = loc
    }

    public func annotation(_ name: String) -> [Arg]? { annotations.first { $0.name == name }?.args }
}

/// Every declaration of one platform's files, and the files themselves.
public final class Program: @unchecked Sendable {
    public private(set) var files: [IRFile] = []
    /// Top-level declarations of each file, by file index.
    public private(set) var declarations: [[Decl]] = []
    /// Top-level declarations and members of extensions by name (several for overloads and
    /// extension members of different receivers).
    public private(set) var byName: [String: [Decl]] = [:]
    /// Members of types and enums, and extension members, by receiver type name then member name.
    public private(set) var members: [String: [String: [Decl]]] = [:]
    /// Kotlin functions of a layout scope by name (`private fun BoxScope.SwitchImpl(…)`), called
    /// bare inside that layout's content, where the scope is the implicit receiver.
    public private(set) var scoped: [String: [Decl]] = [:]

    /// Declarations shared by many programs (helpers and theme files), looked up after this one's.
    public let base: Program?

    /// How many of the leading files are the component's own (its file and its folder's): what
    /// they declare makes its input space; the files after them (other components it imports)
    /// are only looked up by name. Nil: all.
    public var ownFiles: Int?
    /// Files that declare a library as the library declares it (a platform's prelude: Material's
    /// `TriStateCheckbox`), not the project: a call written with its package
    /// (`androidx.compose.material3.TriStateCheckbox(…)`) finds only these.
    public var libraryFiles: Set<Int32> = []
    /// What the project's themes provide (`Evaluator.findThemeProvisions`), found once per base
    /// program (a worker's own: its themes are run once, not per component).
    var themeProvisions: [String: [(theme: String, value: IRValue)]]?
    /// Project components registered to take class props they do not read (TSX: `cssInterop(Glyph,
    /// …)`, `withUniwind(Glyph)`): a class prop given to one styles the view it draws.
    public var classStyled: Set<String> = []
    func isClassStyled(_ name: String) -> Bool { classStyled.contains(name) || base?.isClassStyled(name) == true }

    public init(base: Program? = nil) { self.base = base }

    /// Stored properties with a default that no init takes and a method of the type sets on a copy
    /// of itself (`func badgeStyle(_ style: Style) -> BPKBadge { var result = self; result.style = style;
    /// return result }`): what a caller varies by a builder call rather than by the init.
    public func builderFields(of decl: Decl) -> Set<String> {
        // Its own members and those of its extensions (the program indexes its own members there too).
        let extended = (members[decl.name] ?? [:]).values.joined().filter { m in !decl.members.contains { $0 === m } }
        let methods = (decl.members + extended).filter { $0.kind == .function && $0.name != "init" }
        guard !methods.isEmpty else { return [] }
        let inits = decl.members.filter { $0.kind == .function && $0.name == "init" }
            + (member(of: decl.name, "init") ?? []).filter { i in !decl.members.contains { $0 === i } }
        var out: Set<String> = []
        for m in decl.members where m.kind == .property && !m.isStatic && m.body == nil && m.value != nil {
            guard !inits.contains(where: { i in i.params.contains { $0.name == m.name } }) else { continue }
            let suffix = "." + m.name
            if methods.contains(where: { f in f.body?.assigns { $0.hasSuffix(suffix) && !$0.hasPrefix("self.") } == true }) { out.insert(m.name) }
        }
        return out
    }

    /// The library's declarations named `name` (`libraryFiles`), of this program or its base.
    public func libraryDecls(named name: String) -> [Decl]? {
        let found = (byName[name] ?? []).filter { isLibrary($0.loc.file) }
        return found.isEmpty ? base?.libraryDecls(named: name) : found
    }

    public func isLibrary(_ file: Int32) -> Bool { libraryFiles.contains(file) || base?.isLibrary(file) == true }

    /// Functions of a layout scope named `name` (`scoped`), here or in the base program.
    public func scopedFunctions(named name: String) -> [Decl]? { scoped[name] ?? base?.scopedFunctions(named: name) }

    /// Declarations named `name`, of this program or its base; a type alias's name gives its target's.
    public func decls(named name: String) -> [Decl]? {
        if let found = byName[name] ?? base?.decls(named: name) { return found }
        guard let target = alias(name) else { return nil }
        return byName[target] ?? base?.decls(named: target)
    }

    /// Type aliases by name (`typealias Style = BPKSwitchStyle`), of this program.
    public private(set) var typeAliases: [String: String] = [:]

    /// The type a type alias of this program or its base names (`Style`, or `Owner.Style`).
    public func alias(_ name: String) -> String? { typeAliases[name] ?? base?.alias(name) }

    /// Adds a file's declarations; returns the file index the lowering used in its `Loc`s.
    @discardableResult
    public func add(file: IRFile, declarations decls: [Decl]) -> Int {
        files.append(file)
        declarations.append(decls)
        for d in decls { index(d) }
        return Int(fileCount) - 1
    }

    /// The index the next added file will get (lowerings build `Loc`s before adding).
    public var nextFileIndex: Int { Int(fileCount) }

    private func index(_ d: Decl) {
        // A type alias: the type of its name is its target's (`Style` is `BPKSwitchStyle`).
        if let target = d.aliasOf, target != d.name {
            typeAliases[d.name] = target
            // Also by its owner: `BPKSwitch.Style` beside another type's `Style`.
            if let o = d.owner { typeAliases[o + "." + d.name] = target }
            return
        }
        switch d.kind {
        case .extension:
            if let r = d.receiver { for m in d.members { members[r, default: [:]][m.name, default: []].append(m) } }
            // Types declared in an extension (`extension S { enum Mode { … } }`) are types of the program.
            for m in d.members where m.kind == .type || m.kind == .enumeration {
                m.owner = d.receiver
                index(m)
            }
            return
        case .type, .enumeration:
            byName[d.name, default: []].append(d)
            for m in d.members {
                // An enum entry's body: members of `Enum.Entry`.
                if m.kind == .extension { index(m); continue }
                members[d.name, default: [:]][m.name, default: []].append(m)
                // A member extension (`private fun Colors.tinted()` inside `object Defaults`): also a
                // member of its receiver, on which the type's own code calls it.
                if let r = m.receiver, m.kind == .function || m.kind == .property { members[r, default: [:]][m.name, default: []].append(m) }
                if m.kind == .type || m.kind == .enumeration {
                    m.owner = d.name
                    index(m)
                }
            }
        case .function, .property:
            if let r = d.receiver {
                members[r, default: [:]][d.name, default: []].append(d)
                if d.kind == .function, r.hasSuffix("Scope") { scoped[d.name, default: []].append(d) }
            } else {
                byName[d.name, default: []].append(d)
                if d.kind == .function, d.name.hasSuffix("Theme") { themeFunctions.append(d) }
            }
        }
    }

    /// Top-level functions named `…Theme` (candidates for the project's themes: `Evaluator.themeProvided`).
    public private(set) var themeFunctions: [Decl] = []

    /// A member of a type by name, or nil.
    public func member(of type: String, _ name: String) -> [Decl]? { members[type]?[name] ?? base?.member(of: type, name) }
    /// Whether this program or its base declares members of the type (its own, or an extension's).
    public func extends(_ type: String) -> Bool { members[type] != nil || base?.extends(type) == true }
    /// Whether any type (or extension) of this program or its base declares a member named `name`.
    public func hasMember(named name: String) -> Bool { members.values.contains { $0[name] != nil } || base?.hasMember(named: name) == true }

    /// The raw source text of a node.
    public func file(_ index: Int32) -> IRFile? {
        if let base, index < base.fileCount { return base.file(index) }
        let i = Int(index) - Int(base?.fileCount ?? 0)
        return i >= 0 && i < files.count ? files[i] : nil
    }

    /// Per file (by `Loc.file`), the names it imports from a library by their own name (`import {
    /// createContext } from 'react'`): in that file a call of one is the library's, never a project
    /// function of that name. Only files that import any are here.
    public var libraryImports: [Int32: Set<String>] = [:]

    /// Whether the file imports `name` from a library (`libraryImports`).
    public func importsFromLibrary(_ name: String, in file: Int32) -> Bool {
        libraryImports[file]?.contains(name) ?? base?.importsFromLibrary(name, in: file) ?? false
    }

    /// Files of this program and its base: the base's come first in `Loc.file` numbering.
    public var fileCount: Int32 { Int32(files.count) + (base?.fileCount ?? 0) }

    public func text(_ loc: Loc) -> String {
        guard loc.file >= 0, let f = file(loc.file) else { return "" }
        let bytes = f.bytes
        let s = max(0, min(Int(loc.start), bytes.count)), e = max(s, min(Int(loc.end), bytes.count))
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }

    public func location(_ loc: Loc) -> SourceLocation {
        guard loc.file >= 0, let f = file(loc.file) else { return SourceLocation(file: "", line: Int(loc.line), column: Int(loc.column)) }
        if loc.line > 0 { return SourceLocation(file: f.path, line: Int(loc.line), column: Int(loc.column)) }
        let (line, column) = position(loc.file, Int(loc.start))
        return SourceLocation(file: f.path, line: line, column: column)
    }

    /// Byte offsets of line starts, per file of this program (made the first time a location of
    /// the file is asked: most nodes lowered never become a fact or a message).
    private var lineStarts: [Int32: [Int]] = [:]

    /// The 1-based line and column (in characters) of a byte offset of a file.
    func position(_ index: Int32, _ offset: Int) -> (Int, Int) {
        if let base, index < base.fileCount { return base.position(index, offset) }
        guard let f = file(index) else { return (0, 0) }
        let bytes = f.bytes
        let starts: [Int]
        if let s = f.lineStarts { starts = s } else if let s = lineStarts[index] { starts = s } else {
            var s = [0]
            for (i, b) in bytes.enumerated() where b == 0x0A { s.append(i + 1) }
            lineStarts[index] = s
            starts = s
        }
        let offset = max(0, min(offset, bytes.count))
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        for i in starts[lo]..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return (lo + 1, column)
    }
}

// MARK: visiting

extension Expr {
    /// Visits this expression and every expression inside it, in source order (closures and blocks
    /// used as values included; declarations nested in blocks too).
    public func forEachExpr(_ visit: (Expr) -> Void) {
        visit(self)
        switch kind {
        case .member(let b, _, _), .unary(_, let b): b.forEachExpr(visit)
        case .call(let callee, let args, let trailing):
            callee.forEachExpr(visit)
            for a in args { a.value.forEachExpr(visit) }
            for a in trailing { a.value.forEachExpr(visit) }
        case .closure(let params, let body):
            for p in params { p.defaultValue?.forEachExpr(visit) }
            body.forEachExpr(visit)
        case .block(let body): body.forEachExpr(visit)
        case .conditional(let c, let a, let b): c.forEachExpr(visit); a.forEachExpr(visit); b.forEachExpr(visit)
        case .binary(_, let a, let b), .subscript(let a, let b): a.forEachExpr(visit); b.forEachExpr(visit)
        case .match(let subject, let cases):
            subject?.forEachExpr(visit)
            for c in cases { c.forEachExpr(visit) }
        case .object(let entries):
            for e in entries {
                if case .computed(let k) = e.key { k.forEachExpr(visit) }
                e.value.forEachExpr(visit)
            }
        case .array(let items): for i in items { i.forEachExpr(visit) }
        case .template(let parts): for case .expr(let e) in parts { e.forEachExpr(visit) }
        case .element(let tag, let attrs, let children):
            tag.forEachExpr(visit)
            for a in attrs { a.value.forEachExpr(visit) }
            for c in children { c.forEachExpr(visit) }
        case .number, .hex, .string, .bool, .null, .name, .this, .implicitMember, .keyPath, .unsupported: break
        }
    }
}

extension Block {
    /// `Expr.forEachExpr` over every statement.
    public func forEachExpr(_ visit: (Expr) -> Void) {
        for s in statements {
            switch s.kind {
            case .expr(let e), .assign(_, let e): e.forEachExpr(visit)
            case .binding(let b): b.value?.forEachExpr(visit)
            case .return(let e): e?.forEachExpr(visit)
            case .if(let c, let a, let b): c.forEachExpr(visit); a.forEachExpr(visit); b?.forEachExpr(visit)
            case .match(let subject, let cases):
                subject?.forEachExpr(visit)
                for c in cases { c.forEachExpr(visit) }
            case .loop(_, let seq, let body): seq.forEachExpr(visit); body.forEachExpr(visit)
            case .decl(let d): d.forEachExpr(visit)
            }
        }
    }
}

extension MatchCase {
    /// `Expr.forEachExpr` over the patterns, the guard and the body.
    public func forEachExpr(_ visit: (Expr) -> Void) {
        for p in patterns { p.forEachExpr(visit) }
        guardExpr?.forEachExpr(visit)
        body.forEachExpr(visit)
    }
}

extension Decl {
    /// `Expr.forEachExpr` over the declaration: its parameters' defaults, body, value and members.
    public func forEachExpr(_ visit: (Expr) -> Void) {
        for p in params { p.defaultValue?.forEachExpr(visit) }
        body?.forEachExpr(visit)
        value?.forEachExpr(visit)
        for m in members { m.forEachExpr(visit) }
    }
}
