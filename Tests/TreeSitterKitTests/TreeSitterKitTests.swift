import Foundation
import Synchronization
import Testing
import TreeSitterAllocator
@testable import TreeSitterKit

@Suite struct GrammarTests {
    static let snippets: [(Language, String)] = [
        (.swift, """
        import SwiftUI
        public struct Badge: View {
          @Environment(\\.isEnabled) private var isEnabled
          var body: some View {
            HStack(alignment: .center, spacing: 8) { Text("New") }
              .scaledTextStyle(.xs, weight: .semibold)
              .foregroundStyle(isEnabled ? Color.label : .labelQuaternary)
          }
        }
        """),
        (.kotlin, """
        @Composable
        fun Badge(text: String, enabled: Boolean = true) {
            val color = if (enabled) AcmeTheme.colors.label else AcmeTheme.colors.labelQuaternary
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
                BasicText(text, style = Typography.xs.copy(color = color, fontWeight = FontWeight.W600))
            }
        }
        """),
        (.tsx, """
        function Badge({ className, ...props }: Props) {
          return (
            <BadgePrimitive.Root className={cn("flex-row items-center gap-2", className)}>
              <BadgePrimitive.Text className={(state) => cn("text-xs", state.disabled && "text-label-quaternary")} {...props} />
            </BadgePrimitive.Root>
          )
        }
        """),
        (.css, "@theme { --color-label: #1d1d1f; --radius-md: 8px; }"),
    ]

    @Test func everyGrammarParsesARealisticSnippetWithoutErrors() throws {
        for (language, code) in Self.snippets {
            let tree = try Parser(language: language).parse(SourceText(code))
            #expect(tree.root.syntaxErrors().isEmpty, "\(language) snippet has syntax errors")
            #expect(!tree.root.hasError)
        }
    }

    @Test func aBrokenSnippetReportsTheErrorLineAndColumn() throws {
        let code = "fun ok() = 1\nfun broken( {\n"
        let tree = try Parser(language: .kotlin).parse(SourceText(code))
        let errors = tree.root.syntaxErrors()
        let first = try #require(errors.first)
        #expect(first.position.line == 2)
        #expect(first.position.column >= 1 && first.position.column <= 14)
    }

    @Test func grammarsHaveAnABITheRuntimeAccepts() throws {
        for language in Language.all {
            #expect(Language.supportedABI.contains(language.abiVersion))
            try language.checkABI()
        }
        let message = TreeSitterError.incompatibleABI(language: "swift", grammar: 15, runtime: 13...14).description
        #expect(message.contains("15") && message.contains("13–14"))
    }
}

@Suite struct QueryTests {
    @Test func eqAndMatchPredicatesFilterCaptures() throws {
        let code = """
        val a = 8.dp
        val b = 12.sp
        val c = 16.dp
        """
        let query = try Query(language: .kotlin, name: "test", source: """
        (navigation_expression (integer_literal) @num (navigation_suffix (simple_identifier) @unit (#eq? @unit "dp")))
        (property_declaration (variable_declaration (simple_identifier) @name (#match? @name "^[bc]$")))
        """)
        let tree = try Parser(language: .kotlin).parse(SourceText(code))
        let matches = QueryCursor().matches(query, in: tree.root)
        #expect(matches.compactMap { $0["num"]?.text } == ["8", "16"])
        #expect(matches.compactMap { $0["name"]?.text } == ["b", "c"])
    }

    @Test func anyOfAndNegatedPredicates() throws {
        let code = #"<A className="x" style={s} id="y" />"#
        let query = try Query(language: .tsx, name: "test", source: """
        ((jsx_attribute (property_identifier) @attr) (#any-of? @attr "className" "style"))
        ((jsx_attribute (property_identifier) @other) (#not-any-of? @other "className" "style"))
        """)
        let tree = try Parser(language: .tsx).parse(SourceText(code))
        let matches = QueryCursor().matches(query, in: tree.root)
        #expect(matches.compactMap { $0["attr"]?.text } == ["className", "style"])
        #expect(matches.compactMap { $0["other"]?.text } == ["id"])
    }

    @Test func unknownPredicateIsALoadErrorNamingTheLine() {
        #expect(throws: TreeSitterError.queryPredicate(language: "kotlin", name: "bad", line: 2, message: "unknown predicate #frobnicate?; supported: #eq?, #not-eq?, #match?, #not-match?, #any-of?, #not-any-of?")) {
            try Query(language: .kotlin, name: "bad", source: "(simple_identifier) @a\n((simple_identifier) @b (#frobnicate? @b \"x\"))")
        }
    }

    @Test func badPatternIsACompileErrorWithPosition() {
        #expect(throws: TreeSitterError.queryCompile(language: "tsx", name: "bad", line: 1, column: 2, kind: "unknown node type")) {
            try Query(language: .tsx, name: "bad", source: "(no_such_node) @x")
        }
    }
}

@Suite struct PositionTests {
    @Test func columnsCountCharactersAfterMultiByteText() throws {
        let code = "let s = \"é😀\"; let target = 1\n"
        let query = try Query(language: .tsx, name: "test", source: #"((identifier) @id (#eq? @id "target"))"#)
        let tree = try Parser(language: .tsx).parse(SourceText(code))
        let node = try #require(QueryCursor().matches(query, in: tree.root).first?["id"])
        #expect(node.position.line == 1)
        #expect(node.position.column == 19)
        #expect(node.position.byteColumn == 19 + 1 + 3)
    }

    @Test func byteOrderMarkIsStripped() {
        let text = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("a\nb".utf8))
        #expect(text.bytes == Array("a\nb".utf8))
        #expect(text.position(ofByte: 2) == Position(line: 2, column: 1, byteColumn: 1))
    }

    @Test func lineStartsAreEveryByteAfterANewline() {
        #expect(SourceText("").lineStarts == [0])
        #expect(SourceText("\n\nab\nc").lineStarts == [0, 1, 2, 5])
        #expect(SourceText("ab\n").lineStarts == [0, 3])
        let long = SourceText(String(repeating: "x", count: 17) + "\n" + "y")
        #expect(long.position(ofByte: 18) == Position(line: 2, column: 1, byteColumn: 1))
    }

    /// The word-at-a-time scan sees a high byte wherever it stands: in a word, at a word's last byte, in the tail.
    @Test(arguments: [0, 7, 8, 15, 16, 22])
    func aHighByteAnywhereIsNotASCII(_ at: Int) {
        var bytes = [UInt8](repeating: 0x61, count: 23)
        #expect(SourceText.isASCII(bytes))
        bytes[at] = 0xC3
        #expect(!SourceText.isASCII(bytes))
        #expect(!SourceText.isASCII(bytes[at...]))
        #expect(SourceText.isASCII(bytes[(at + 1)...]))
    }
}

@Suite struct ThreadingTests {
    @Test func twoThreadsParseWithOneSharedQuery() async throws {
        let query = try Query(language: .swift, name: "test", source: "(simple_identifier) @id")
        let sources = (0..<2).map { i in SourceText("let value\(i) = other\(i) + 1\n" + String(repeating: "let x = y\n", count: 200)) }
        let counts = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for (i, source) in sources.enumerated() {
                group.addTask {
                    let tree = try Parser(language: .swift).parse(source)
                    return (i, QueryCursor().matches(query, in: tree.root).count)
                }
            }
            var result: [Int: Int] = [:]
            for try await (i, n) in group { result[i] = n }
            return result
        }
        #expect(counts == [0: 402, 1: 402])
    }
}

/// tree-sitter's small blocks come from per-thread pools (Sources/TreeSitterAllocator).
@Suite struct AllocatorTests {
    /// A tree handed from a worker thread to the test's thread (which frees it).
    struct Made: @unchecked Sendable { let index: Int; let tree: Tree }

    /// One snippet per grammar, and one big Swift file whose child arrays outgrow the pools.
    static let sources: [(Language, String)] = GrammarTests.snippets
        + [(.swift, String(repeating: "let a = f(x, y)\n", count: 3000))]

    @Test func parsesComeFromThePoolsUnlessTheBuildIsSanitized() throws {
        _ = try Parser(language: .swift)
        let before = parity_ts_allocator_read_stats()
        let tree = try Parser(language: .kotlin).parse(SourceText(GrammarTests.snippets[1].1))
        let during = parity_ts_allocator_read_stats()
        withExtendedLifetime(tree) {}
        if Parser.pools {
            #expect(during.pooled_allocations > before.pooled_allocations + 100)
        } else {
            #expect(during.pooled_allocations == before.pooled_allocations)
        }
    }

    /// Trees made on two threads are freed on a third, then both threads parse again: every
    /// tree must come out as it did on the main thread (a block reused while still in use, or
    /// given to the wrong free list, would show as a different tree or a crash).
    @Test func treesFreedOnAnotherThreadLeaveEveryParseIntact() throws {
        let expected = try Self.sources.map { try Parser(language: $0.0).parse(SourceText($0.1)).root.outline() }
        let calls = Self.sources.map { $0.1.components(separatedBy: "f(x, y)").count - 1 }
        #expect(calls.last == 3000)
        for round in 0..<3 {
            let made = Mutex<[Made]>([])
            let outlines = Mutex<[Int: String]>([:])
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                var parsers: [String: Parser] = [:]
                for i in Self.sources.indices where i % 2 == worker || round > 0 {
                    let (language, code) = Self.sources[i]
                    let parser = parsers[language.id] ?? (try! Parser(language: language))
                    parsers[language.id] = parser
                    let tree = try! parser.parse(SourceText(code))
                    outlines.withLock { $0[i] = tree.root.outline() }
                    made.withLock { $0.append(Made(index: i, tree: tree)) }
                }
            }
            for (i, outline) in outlines.withLock({ $0 }) {
                #expect(outline == expected[i], "round \(round): \(Self.sources[i].0) tree differs")
            }
            let big = made.withLock { $0.first { $0.index == Self.sources.count - 1 }?.tree }
            #expect(big?.root.descendants("call_expression").count == 3000)
            made.withLock { $0.removeAll() }  // the trees are freed here, on this thread
        }
    }
}
