import Foundation
import ParityIR
import ParityModel
import TreeSitterKit

/// What every lowering shares: locations of nodes in the file being lowered, raw text, and the
/// comments met right before a node.
struct LoweringContext {
    let file: Int
    let source: SourceText
    /// How deep the lowering is in nested expressions (bounded: worker threads have small stacks).
    let depth = Depth()

    final class Depth { var value = 0 }
    /// The names the file imports from libraries by their own name (`Program.libraryImports`), as the
    /// imports are lowered.
    let libraryImports = Names()
    /// The file's namespace imports of project files (`TSXLowering.importAliases`).
    let namespaces = Names()
    /// Lowering the members of a React class component (`TSXLowering.classComponent`): `this.props`
    /// is the render function's `props`, `this.x` the class's member `x`, lowered beside it.
    let inClassComponent = Flag()

    final class Flag { var value = false }

    final class Names { var value: Set<String> = [] }

    /// The deepest expression nesting lowered; deeper syntax is `unsupported`.
    static let maxDepth = 120

    /// Enters one level of nesting; false when that is too deep (then do not `leave`).
    func enter() -> Bool {
        guard depth.value < LoweringContext.maxDepth else { return false }
        depth.value += 1
        return true
    }

    func leave() { depth.value -= 1 }

    init(file: Int, tree: Tree) {
        self.file = file
        self.source = tree.source
    }

    /// The node's range; its line and column are computed by the program when asked.
    func loc(_ n: Node) -> Loc {
        Loc(file: file, start: n.startByte, end: n.endByte, line: 0, column: 0)
    }

    func text(_ n: Node) -> String { n.text }

    /// The node's bytes when they are all ASCII (nearly always), else nil. On ASCII text a
    /// `Character` is a byte, so a byte loop gives what the `String` code it replaces gives
    /// (that code stays for the rest).
    func ascii(_ n: Node) -> ArraySlice<UInt8>? { LoweringContext.ascii(n, in: source.bytes) }

    /// The bytes with each comma that only blanks separate from a closer made a space (a trailing
    /// comma the pinned grammars do not know); `closer(i)` is the index of the closer's first byte
    /// when one ends at `i`. With `lineBreak`, only where a line break is among the blanks. Every
    /// other byte, and so every position, stays; bytes without such a comma are returned as they are.
    static func blankingTrailingCommas(_ bytes: [UInt8], lineBreak: Bool, closer: (Int) -> Int?) -> [UInt8] {
        var out: [UInt8]?
        for i in bytes.indices {
            guard let start = closer(i) else { continue }
            var j = start - 1, broken = false
            while j >= 0, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D {
                if bytes[j] == 0x0A { broken = true }
                j -= 1
            }
            if broken || !lineBreak, j >= 0, bytes[j] == UInt8(ascii: ",") {
                if out == nil { out = bytes }
                out![j] = 0x20
            }
        }
        return out ?? bytes
    }

    /// `ascii(_:)` of a node of the file whose bytes are `b`.
    static func ascii(_ n: Node, in b: [UInt8]) -> ArraySlice<UInt8>? {
        let lo = max(0, min(n.startByte, b.count)), hi = max(lo, min(n.endByte, b.count))
        let s = b[lo..<hi]
        return s.allSatisfy({ $0 < 0x80 }) ? s : nil
    }

    func expr(_ kind: Expr.Kind, _ n: Node, comment: String? = nil) -> Expr { Expr(kind, loc(n), comment: comment) }

    /// A prefix operator applied to a lowered operand: `-` of a number literal is the negative number.
    func prefixed(_ op: String, _ x: Expr, _ n: Node) -> Expr {
        if op == "-", case .number(let v, let u) = x.kind { return expr(.number(-v, unit: u), n) }
        return expr(.unary(op, x), n)
    }

    /// The comments right before byte `offset` (only whitespace between), by a scan of the bytes:
    /// `// Thumb` lines and `/* … */` blocks, nearest last. Nil when there are none.
    func comment(before offset: Int) -> String? {
        // On the buffer: this runs for every call and element, and `Array`'s bounds checks were
        // most of its cost.
        source.bytes.withUnsafeBufferPointer { comment(before: offset, in: $0) }
    }

    private func comment(before offset: Int, in b: UnsafeBufferPointer<UInt8>) -> String? {
        var j = min(offset, b.count) - 1
        var texts: [String] = []
        while true {
            while j >= 0, b[j] == 0x20 || b[j] == 0x09 || b[j] == 0x0A || b[j] == 0x0D { j -= 1 }
            guard j >= 1 else { break }
            if b[j] == UInt8(ascii: "/"), b[j - 1] == UInt8(ascii: "*") {
                var k = j - 2
                while k >= 1, !(b[k - 1] == UInt8(ascii: "/") && b[k] == UInt8(ascii: "*")) { k -= 1 }
                guard k >= 1 else { break }
                texts.append(String(decoding: UnsafeBufferPointer(rebasing: b[(k - 1)...j]), as: UTF8.self).commentText)
                j = k - 2
                continue
            }
            // A line comment: `//` on this line, with only code-free text after it.
            var lineStart = j
            while lineStart > 0, b[lineStart - 1] != 0x0A { lineStart -= 1 }
            var k = lineStart
            var found = -1
            var inString = false
            while k < j {
                if b[k] == UInt8(ascii: "\"") { inString.toggle() }
                if !inString, b[k] == UInt8(ascii: "/"), b[k + 1] == UInt8(ascii: "/") { found = k; break }
                k += 1
            }
            guard found >= 0 else { break }
            // Only a whole-line comment names what follows.
            guard UnsafeBufferPointer(rebasing: b[lineStart..<found]).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { break }
            texts.append(String(decoding: UnsafeBufferPointer(rebasing: b[found...j]), as: UTF8.self).commentText)
            j = lineStart - 1
        }
        return texts.isEmpty ? nil : texts.reversed().joined(separator: " ")
    }

    func unsupported(_ n: Node) -> Expr { Expr(.unsupported("`\(n.text.prefix(60))` (\(n.type))"), loc(n)) }
}

/// A syntax tree lowered to declarations, for one file.
protocol Lowering {
    /// Lowers a parsed file's declarations; `file` is the index its `Loc`s use.
    static func lower(_ root: Node, file: Int) -> [Decl]
    /// `lower`, and the names the file imports from a library by their own name (`Program.libraryImports`);
    /// `path` is the file's (a module's default export goes by its file's name).
    static func lowerWithImports(_ root: Node, file: Int, path: String) -> (decls: [Decl], libraryImports: Set<String>)
    /// The components a file registers to take class props (`Program.classStyled`).
    static func classStyledNames(_ bytes: [UInt8]) -> [String]
}

extension Lowering {
    static func lowerWithImports(_ root: Node, file: Int, path: String) -> (decls: [Decl], libraryImports: Set<String>) { (lower(root, file: file), []) }
    static func classStyledNames(_ bytes: [UInt8]) -> [String] { [] }
}

extension ParsedFile {
    /// The file as a program holds it: its path, bytes and the parser's line index.
    var irFile: IRFile { IRFile(path: path, bytes: tree.source.bytes, lineStarts: tree.source.lineStarts) }
}

/// Lowers every file of `files` into a program (helpers and theme files shared by many components).
func lowerProgram<L: Lowering>(_ lowering: L.Type, _ files: [ParsedFile], base: Program? = nil, own: Int? = nil, keepImported: ((Decl) -> Bool)? = nil) -> Program {
    let program = Program(base: base)
    program.ownFiles = own
    for (i, f) in files.enumerated() {
        var (decls, imports) = L.lowerWithImports(f.root, file: program.nextFileIndex, path: f.path)
        if let own, i >= own, let keepImported { decls = decls.filter(keepImported) }
        let index = program.add(file: f.irFile, declarations: decls)
        if !imports.isEmpty { program.libraryImports[Int32(index)] = imports }
        program.classStyled.formUnion(L.classStyledNames(f.tree.source.bytes))
    }
    return program
}

extension String {
    /// Words that begin a comment marking a section of a file, not documenting what follows
    /// (`// MARK: - Label parts` above `struct SwitchCardTitle` is no doc of it).
    static let sectionMarks = ["MARK:", "TODO", "FIXME", "region", "endregion", "#region", "#endregion"]

    /// Whether a comment's text (`commentText`) marks a section (`sectionMarks`).
    var isSectionMark: Bool { String.sectionMarks.contains { hasPrefix($0) } }

    /// The words of a comment without its markers.
    var commentText: String {
        // One pass over the bytes (a doc comment is read for every declaration): each comment
        // marker (`/**`, `///`, `/*`, `*/`, `//`) becomes a space.
        var text = self
        return text.withUTF8 { Self.commentText($0) }
    }

    /// `commentText` of UTF-8 bytes. The ends are trimmed as bytes before the one `String` is
    /// made: ASCII white space is never part of a multi-byte sequence, so this is the text's
    /// `trimmed()`.
    private static func commentText(_ b: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 0
        while i < b.count {
            let next = i + 1 < b.count ? b[i + 1] : 0
            if b[i] == UInt8(ascii: "/"), next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
                let third = i + 2 < b.count ? b[i + 2] : 0
                i += (next == UInt8(ascii: "*") && third == UInt8(ascii: "*")) || (next == UInt8(ascii: "/") && third == UInt8(ascii: "/")) ? 3 : 2
                out.append(0x20)
            } else if b[i] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                i += 2
                out.append(0x20)
            } else {
                out.append(b[i])
                i += 1
            }
        }
        func white(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
        var lo = 0, hi = out.count
        while lo < hi, white(out[lo]) { lo += 1 }
        while hi > lo, white(out[hi - 1]) { hi -= 1 }
        return String(decoding: out[lo..<hi], as: UTF8.self)
    }
}
