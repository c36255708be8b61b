import Testing
import TreeSitterKit
@testable import ParityExtract

/// Every query file compiles against its grammar, uses only the documented capture names, and
/// captures what it is for on an annotated fixture.
@Suite struct QueryFileTests {
    @Test func everyQueryCompilesWithKnownCaptures() throws {
        #expect(!Queries.all.isEmpty)
        for key in Queries.all {
            let parts = key.split(separator: "/")
            let language = try #require(Language.all.first { $0.id == parts[0] })
            let query = try Queries.get(language, String(parts[1]))
            for name in query.captureNames where !name.hasPrefix("_") {
                #expect(Queries.vocabulary.contains(name), "\(key): capture @\(name) is not in the vocabulary")
            }
        }
    }

    @Test func tsxStylesCapturesAttributesAndTables() throws {
        let code = """
        const rootSize: Record<Size, string> = { sm: "h-8", lg: "h-12" }   // table.value
        const styles = StyleSheet.create({ root: { gap: 8 } })             // table.value
        const other = makeStyles({ root: {} })                            // not a table
        export function A() { return <P.Root className="gap-2" style={styles.root} /> }
        """
        let tree = try Parser(language: .tsx).parse(SourceText(code))
        let matches = QueryCursor().matches(try Queries.get(.tsx, "styles"), in: tree.root)
        #expect(matches.compactMap { $0["table.name"]?.text } == ["rootSize", "styles"])
        #expect(matches.compactMap { $0["style.attribute"]?.text } == ["className", "style"])
        #expect(matches.compactMap { $0["style.value"]?.text } == ["\"gap-2\"", "{styles.root}"])
    }
}
