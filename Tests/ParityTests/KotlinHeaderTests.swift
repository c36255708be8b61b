import Foundation
import Testing
import TreeSitterKit
@testable import ParityExtract

/// A Kotlin file's package and import lines are read off its bytes and the parser starts after
/// them (`KotlinLowering.header`, `Parser.parse(_:from:)`).
@Suite struct KotlinHeaderTests {
    typealias Import = (name: String, alias: String?, path: String)

    static func same(_ a: [Import], _ b: [Import]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.alias == $1.alias && $0.path == $1.path }
    }

    @Test func readsPackageAndImports() throws {
        let src = "/* Licence. */\npackage com.acme.ui;\n\n// Compose\nimport androidx.compose.ui.graphics.Color as UIColor\r\n"
            + "import com.acme.tokens.*\nimport com.acme.theme.AcmeTheme; // the theme\n\n/** Doc. */\nfun Badge() {}\n"
        let h = try #require(KotlinLowering.header(Array(src.utf8)))
        #expect(Self.same(h.imports, [("Color", "UIColor", "androidx.compose.ui.graphics.Color"),
                                      ("AcmeTheme", nil, "com.acme.theme.AcmeTheme")]))
        // The parser starts at the line after the last import: the blank line and the KDoc stay.
        #expect(String(decoding: Array(src.utf8)[h.end...], as: UTF8.self) == "\n/** Doc. */\nfun Badge() {}\n")
    }

    @Test func noHeader() throws {
        let h = try #require(KotlinLowering.header(Array("// x\nfun a() = 1\n".utf8)))
        #expect(h.end == 0 && h.imports.isEmpty)
    }

    @Test(arguments: [
        "@file:JvmName(\"X\")\npackage a\nimport b.C\n",          // a file annotation before the package
        "#!/usr/bin/env kotlin\nimport b.C\n",                    // a shebang
        "import a.`when`.C\n",                                    // a backtick name
        "import a . b\n",                                         // spaces in a path
        "import a.B; import c.D\n",                               // two statements on a line
        "/* a /* nested */ comment */\nimport a.B\n",            // a nested comment
        "import a.Bé\n",                                          // a non-ASCII name
    ])
    func unusualHeadersAreLeftToTheTree(_ src: String) {
        #expect(KotlinLowering.header(Array(src.utf8)) == nil)
    }

    /// Every Kotlin file of the fixtures and the example: the header's imports are the tree's, and
    /// the tree parsed after the header has the same declarations, at the same places, as the
    /// tree of the whole file.
    @Test func sameTreeAfterTheHeaderOnEveryKotlinFile() throws {
        let roots = [Harness.fixtures, Harness.example]
        var files: [URL] = []
        for root in roots {
            let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let u = e?.nextObject() as? URL { if u.pathExtension == "kt" { files.append(u) } }
        }
        #expect(files.count > 100)
        let parser = try Parser(language: .kotlin)
        var skipped = 0
        for url in files {
            let source = SourceText(bytes: Array(try Data(contentsOf: url)))
            let whole = try parser.parse(source)
            guard let h = KotlinLowering.header(source.bytes) else { continue }
            #expect(Self.same(h.imports, KotlinLowering.treeImports(whole.root)), "\(url.path)")
            let part = try parser.parse(source, from: h.end)
            if h.end > 0 { skipped += 1 }
            // Comments aside: the whole file's tree puts the comments after the last import inside
            // the import list (the first declaration's KDoc was lost there), the part's at the top.
            let after = { (t: Tree) in
                (0..<t.root.childCount).compactMap { t.root.child($0) }.filter { $0.startByte >= h.end && !$0.type.hasSuffix("comment") }.map { $0.outline() }
            }
            #expect(after(part) == after(whole), "\(url.path)")
            #expect((0..<part.root.childCount).allSatisfy { part.root.child($0)!.startByte >= h.end }, "\(url.path): the part parsed has only what follows the header")
        }
        #expect(skipped > 100)
    }

    /// The first declaration after the imports keeps its KDoc (in the whole file's tree it sat in
    /// the import list, and the lowering never saw it).
    @Test func firstDeclarationKeepsItsDoc() throws {
        let src = "package a\nimport b.C\n\n/** The thumb. */\nfun Thumb() {}\n"
        let source = SourceText(src)
        let h = try #require(KotlinLowering.header(source.bytes))
        let tree = try Parser(language: .kotlin).parse(source, from: h.end)
        let decls = KotlinLowering.lower(tree.root, file: 0)
        #expect(decls.first?.name == "Thumb")
        #expect(decls.first?.doc == "The thumb.")
    }

    /// A `when` entry starting with `in` on the line after another entry's value (which the grammar reads as
    /// `value in range`) gets a `;` for the blank before it; the first entry, a condition list, a `for` and
    /// anything without `->` stay, and nothing moves.
    @Test func rangeEntriesOfAWhenAreSeparated() throws {
        let src = "val g = when (h) {\n    in 0.dp..32.dp -> 6.dp\n    // between\n    in 32.dp..40.dp -> 8.dp\n    in 41.dp..44.dp,\n    in 45.dp..46.dp -> 9.dp\n    else -> 10.dp\n}\nfun f() { for (x\n    in xs) {} }\n"
        let out = KotlinLowering.withWhenRangeEntriesSeparated(Array(src.utf8))
        #expect(out.count == src.utf8.count)
        #expect(String(decoding: out, as: UTF8.self) == src.replacingOccurrences(of: "\n    in 32.dp", with: "\n   ;in 32.dp").replacingOccurrences(of: "\n    in 41.dp", with: "\n   ;in 41.dp"))
        let plain = Array("val x = when (s) {\n    in 0..1 -> 1\n    else -> 2\n}\n".utf8)
        #expect(KotlinLowering.withWhenRangeEntriesSeparated(plain) == plain)
        let parser = try Parser(language: .kotlin)
        // The grammar's gap, which the `;` closes.
        #expect(!(try parser.parse(SourceText(bytes: Array(src.utf8)))).root.syntaxErrors(skipping: []).isEmpty)
        #expect(try parser.parse(SourceText(bytes: out)).root.syntaxErrors(skipping: []).isEmpty)
    }

    /// A trailing comma before `->` (valid Kotlin the grammar does not read) becomes a space, and nothing else moves.
    @Test func trailingCommasBeforeAnArrowAreBlanked() throws {
        let src = "val h = when (s) {\n    A,\n    B,\n    -> 1\n    else -> 2\n}\nval f = { a: Int, b: Int, -> a + b }\nval t = \"x,y\"\n"
        let out = KotlinLowering.withoutArrowTrailingCommas(Array(src.utf8))
        #expect(out.count == src.utf8.count)
        #expect(String(decoding: out, as: UTF8.self) == src.replacingOccurrences(of: "B,\n", with: "B \n").replacingOccurrences(of: "b: Int, ->", with: "b: Int  ->"))
        // Without such a comma the bytes are the very same.
        let plain = Array("val x = when (s) { A, B -> 1\n else -> 2 }\n".utf8)
        #expect(KotlinLowering.withoutArrowTrailingCommas(plain) == plain)
        let parser = try Parser(language: .kotlin)
        // The grammar's gap, which the blanking closes.
        #expect(!(try parser.parse(SourceText(bytes: Array(src.utf8)))).root.syntaxErrors(skipping: []).isEmpty)
        let tree = try parser.parse(SourceText(bytes: out))
        #expect(tree.root.syntaxErrors(skipping: []).isEmpty)
    }
}
