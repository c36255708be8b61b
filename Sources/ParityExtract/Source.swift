import Foundation
import Synchronization
import ParityModel
import TreeSitterKit

/// A source file read from disk and parsed, ready for extraction.
struct ParsedFile {
    let path: String
    let tree: Tree
    var root: Node { tree.root }

    func location(_ node: Node) -> SourceLocation {
        let p = node.position
        return SourceLocation(file: path, line: p.line, column: p.column)
    }
}

/// Node helpers shared by the extractors.
extension Node {
    /// The nearest ancestor-or-self of one of `types`.
    func ancestor(_ types: Set<String>) -> Node? {
        var n: Node? = self
        while let c = n {
            if types.contains(c.type) { return c }
            n = c.parent
        }
        return nil
    }

    /// Descendants of the given type, in document order (iterative).
    func descendants(_ type: String) -> [Node] {
        var out: [Node] = []
        walk { n in
            if n.type == type { out.append(n) }
            return true
        }
        return out
    }

    func firstNamedChild(_ type: String) -> Node? { namedChildren.first { $0.type == type } }
}

private let regexCache = Mutex<[String: NSRegularExpression]>([:])

/// A compiled regular expression, compiled once per process per pattern (the extractors
/// match the same few patterns on every value). Matching is thread-safe.
func regex(_ pattern: String) -> NSRegularExpression? {
    if let re = regexCache.withLock({ $0[pattern] }) { return re }
    guard let re = try? NSRegularExpression(pattern: pattern) else { return nil }
    regexCache.withLock { $0[pattern] = re }
    return re
}

/// Matches `pattern` against `text`, returning the capture groups (nil when no match).
func groups(_ pattern: String, _ text: String) -> [String?]? {
    guard let re = regex(pattern) else { return nil }
    guard let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
    return (1..<m.numberOfRanges).map { i in
        Range(m.range(at: i), in: text).map { String(text[$0]) }
    }
}
