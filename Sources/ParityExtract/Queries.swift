import ParityModel
import Synchronization
import TreeSitterKit

/// The project's query files (`Grammars/<lang>/queries/*.scm`), embedded at build time and
/// compiled on first use, once per process. Compiling against the Swift grammar is costly, so
/// nothing compiles a query a run does not need.
enum Queries {
    private static let cache = Mutex<[String: Query]>([:])

    /// The compiled query `<lang>/<name>`.
    /// - Throws: `TreeSitterError` naming the `.scm` line when the query does not compile.
    static func get(_ language: Language, _ name: String) throws -> Query {
        let key = "\(language.id)/\(name)"
        if let q = cache.withLock({ $0[key] }) { return q }
        guard let source = EmbeddedQueries.sources[key] else {
            throw TreeSitterError.queryPredicate(language: language.id, name: name, line: 1, message: "query file is missing from the build")
        }
        let q = try Query(language: language, name: name, source: source)
        cache.withLock { $0[key] = q }
        return q
    }

    /// The capture vocabulary: every capture of every query file is one of these (or starts
    /// with `_`, a capture used only by predicates).
    static let vocabulary: Set<String> = ["style.attribute", "style.tag", "style.value", "table.name", "table.value"]

    /// Every embedded query key.
    static var all: [String] { EmbeddedQueries.sources.keys.sorted() }
}
