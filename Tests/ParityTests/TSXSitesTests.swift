import Foundation
import Testing
import ParityModel
import TreeSitterKit
@testable import ParityExtract

/// The TSX extractor finds its style attributes and tables with a hand-written walk; the query
/// `Grammars/tsx/queries/styles.scm` states the same shapes and is the reference: both must
/// find the same nodes in the same order, on the example design system and on odd shapes.
@Suite struct TSXSitesTests {
    static let snippets: [String] = [
        // An element inside another attribute's value (a render prop) comes in value order.
        #"const A = () => <P.Root style={x} render={<B className="c" />} className="d" />"#,
        // Fragments, namespaced and valueless attributes, spreads.
        #"const A = () => <><V xlink:href="x" disabled {...props} className="p-1" /></>"#,
        // A comment inside an attribute.
        #"const A = () => <V className= /* note */ "p-1" style={/* s */ x} />"#,
        // Elements in a table, a template substitution, a comparison, a generic arrow function.
        #"""
        const icons = { a: <Icon className="size-4" /> }
        const t = `${<T className="p-2" />}`
        const c = (a < b) ? <C className="p-3" /> : null
        const g = <T,>(x: T) => <G className="p-4" />
        type P = React.ComponentProps<typeof X.Root> & { v?: Record<string, string> }
        """#,
        // Tables: exported or not, several declarators, StyleSheet.create (not exported, two
        // objects), a later table of the same name, and declarations that are no tables.
        #"""
        const a = { x: "p-1" }, b = { y: "p-2" }
        export const c = { z: "p-3" }
        export const s1 = StyleSheet.create({ root: {} })
        const s2 = StyleSheet.create({ root: { gap: 1 } }, { other: {} })
        const s3 = Other.create({ root: {} })
        let l = { w: 1 }
        var v = { w: 2 }
        const a = { x: "p-9" }
        const { d } = { d: 1 }
        function f() { const inner = { q: 1 }; return <V className="p-1" /> }
        """#,
        // Syntax errors: the walk no longer skips anything.
        #"const A = () => <V className="p-1" style={{ gap: 8 }} <W className="p-2" />"#,
        #"const A = () => <V className="p-1"> <W className={cn("p-2", x &&)} /></V"#,
        // Deep nesting.
        "const E = () => " + String(repeating: "<View className=\"p-1\">", count: 300) + String(repeating: "</View>", count: 300) + ";",
    ]

    /// What the query finds: tables by name (the last of a name wins) and the style
    /// attributes as (tag, attribute, value) byte ranges, in match order.
    static func viaQuery(_ root: Node, _ styleAttributes: [String: StyleAttribute]) throws -> ([String: Range<Int>], [[Range<Int>]]) {
        let matches = QueryCursor().matches(try Queries.get(.tsx, "styles"), in: root)
        var tables: [String: Range<Int>] = [:]
        var sites: [[Range<Int>]] = []
        for m in matches {
            if let name = m["table.name"], let value = m["table.value"] { tables[name.text] = value.byteRange }
            if let attr = m["style.attribute"], let value = m["style.value"], let tag = m["style.tag"], styleAttributes[attr.text] != nil {
                sites.append([tag.byteRange, value.byteRange])
            }
        }
        return (tables, sites)
    }

    static func check(_ code: String, _ label: String) throws {
        let tree = try Parser(language: .tsx).parse(SourceText(code))
        let styleAttributes = Conventions().styleAttributes
        let tables = TSXExtractor.tables(in: tree.root)
        let sites = TSXExtractor.sites(in: tree.root, styleAttributes: styleAttributes)
        let expected = try viaQuery(tree.root, styleAttributes)
        #expect(tables.mapValues(\.byteRange) == expected.0, "\(label): tables")
        #expect(sites.map { [$0.tag.byteRange, $0.value.byteRange] } == expected.1, "\(label): style attributes")
    }

    @Test func walkFindsWhatTheQueryFindsInTheExample() throws {
        let files = FileManager.default.enumerator(atPath: Harness.example.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".tsx") || $0.hasSuffix(".ts") || $0.hasSuffix(".js") }.sorted() ?? []
        #expect(files.count >= 18)
        for file in files {
            try TSXSitesTests.check(try String(contentsOf: Harness.example.appendingPathComponent(file), encoding: .utf8), file)
        }
    }

    @Test(arguments: snippets.indices) func walkFindsWhatTheQueryFinds(_ i: Int) throws {
        try TSXSitesTests.check(TSXSitesTests.snippets[i], "snippet \(i)")
    }

    /// Facts of one TSX snippet.
    static func facts(_ code: String, typographyNames: Set<String> = [], memo: TSXMemo = TSXMemo()) throws -> [Fact] {
        let tree = try Parser(language: .tsx).parse(SourceText(code))
        var sink = FactSink(file: "x.tsx")
        var ex = TSXExtractor(platform: .uniwind, conventions: Conventions(), rem: 16, typographyNames: typographyNames, memo: memo)
        try ex.extract(ParsedFile(path: "x.tsx", tree: tree), into: &sink)
        return sink.facts
    }

    /// Class lists are split over bytes when they are ASCII and by `Character` otherwise: the
    /// two must agree (a class without facts, `é`, sends a list down the second way).
    @Test func asciiAndUnicodeClassListsGiveTheSameFacts() throws {
        let lists = [
            "p-2 gap-1", "  p-2\tgap-1\n", "p-2\u{0B}gap-1\u{0C}h-4\r\nw-4\rpx-1", "'p-2' `gap-1`",
            "disabled:bg-label active:focus:text-label pressed:unknown:p-2 bogus:p-2 [a:b]:p-2 p-[2px]:x text-[#fff]",
            "disabled:", ":p-2", "p-2 \u{1C}gap-1", "",
        ]
        for list in lists {
            for quote in ["\"", "`"] where !list.contains(quote) {
                let ascii = try TSXSitesTests.facts("const A = () => <V className=\(quote)\(list)\(quote) />")
                let unicode = try TSXSitesTests.facts("const A = () => <V className=\(quote)\(list) é\(quote) />")
                #expect(ascii == unicode, "\(list.debugDescription)")
            }
        }
        #expect(try TSXSitesTests.facts(#"const A = () => <V className="p-2 disabled:gap-1" />"#).count == 5)
    }

    /// A memo shared by extractors of different typography names keeps their facts apart.
    @Test func memoForgetsFactsOfOtherTypographyNames() throws {
        let memo = TSXMemo()
        let code = #"const A = () => <Text className="text-caption" />"#
        let asTypography = try TSXSitesTests.facts(code, typographyNames: ["caption"], memo: memo)
        let asColor = try TSXSitesTests.facts(code, typographyNames: [], memo: memo)
        #expect(asTypography.map(\.key.property) == ["typography"])
        #expect(asColor.map(\.key.property) == ["color"])
        #expect(try TSXSitesTests.facts(code, typographyNames: ["caption"], memo: memo) == asTypography)
    }
}
