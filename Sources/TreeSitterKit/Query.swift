import CTreeSitter
import Foundation

/// A compiled tree-sitter query with its predicates parsed once.
///
/// Sharing is safe: after `ts_query_new` the C query is only read (the cursor holds all match
/// state), and the parsed predicates are immutable values; `NSRegularExpression` matching is
/// documented as thread-safe.
public final class Query: @unchecked Sendable {
    let raw: OpaquePointer
    public let language: Language
    public let name: String
    /// Capture names by capture id.
    public let captureNames: [String]
    private let predicates: [[Predicate]]

    /// Compiles `source` against `language`.
    /// - Throws: `TreeSitterError.queryCompile` naming the `.scm` line, or `.queryPredicate`
    ///   for an unknown or malformed predicate.
    public init(language: Language, name: String, source: String) throws(TreeSitterError) {
        try language.checkABI()
        var errorOffset: UInt32 = 0
        var errorType = TSQueryErrorNone
        let bytes = Array(source.utf8)
        let compiled = bytes.withUnsafeBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                ts_query_new(language.raw, $0, UInt32(buf.count), &errorOffset, &errorType)
            }
        }
        let text = SourceText(bytes: bytes)
        guard let compiled else {
            let pos = text.position(ofByte: Int(errorOffset))
            let kind: String
            switch errorType {
            case TSQueryErrorSyntax: kind = "syntax error"
            case TSQueryErrorNodeType: kind = "unknown node type"
            case TSQueryErrorField: kind = "unknown field"
            case TSQueryErrorCapture: kind = "unknown capture"
            case TSQueryErrorStructure: kind = "impossible pattern structure"
            case TSQueryErrorLanguage: kind = "language mismatch"
            default: kind = "error"
            }
            throw .queryCompile(language: language.id, name: name, line: pos.line, column: pos.column, kind: kind)
        }
        raw = compiled
        self.language = language
        self.name = name
        captureNames = (0..<ts_query_capture_count(compiled)).map { id in
            var length: UInt32 = 0
            let ptr = ts_query_capture_name_for_id(compiled, id, &length)!
            return String(decoding: UnsafeRawBufferPointer(start: ptr, count: Int(length)), as: UTF8.self)
        }
        var all: [[Predicate]] = []
        for pattern in 0..<ts_query_pattern_count(compiled) {
            let line = text.position(ofByte: Int(ts_query_start_byte_for_pattern(compiled, pattern))).line
            do {
                all.append(try Query.parsePredicates(compiled, pattern: pattern))
            } catch let message as PredicateError {
                ts_query_delete(compiled)
                throw .queryPredicate(language: language.id, name: name, line: line, message: message.text)
            } catch {
                ts_query_delete(compiled)
                throw .queryPredicate(language: language.id, name: name, line: line, message: "\(error)")
            }
        }
        predicates = all
    }

    deinit { ts_query_delete(raw) }

    public var patternCount: Int { Int(ts_query_pattern_count(raw)) }

    struct PredicateError: Error { let text: String }

    /// One argument of a predicate: a capture (by id) or a string.
    enum Argument { case capture(UInt32), string(String) }

    enum Predicate {
        case eq(UInt32, Argument, negated: Bool)
        case match(UInt32, NSRegularExpression, negated: Bool)
        case anyOf(UInt32, Set<String>, negated: Bool)
    }

    private static func parsePredicates(_ q: OpaquePointer, pattern: UInt32) throws -> [Predicate] {
        var count: UInt32 = 0
        guard let steps = ts_query_predicates_for_pattern(q, pattern, &count), count > 0 else { return [] }
        func string(_ id: UInt32) -> String {
            var length: UInt32 = 0
            let ptr = ts_query_string_value_for_id(q, id, &length)!
            return String(decoding: UnsafeRawBufferPointer(start: ptr, count: Int(length)), as: UTF8.self)
        }
        var result: [Predicate] = []
        var current: [TSQueryPredicateStep] = []
        for i in 0..<Int(count) {
            let step = steps[i]
            if step.type != TSQueryPredicateStepTypeDone { current.append(step); continue }
            defer { current = [] }
            guard let head = current.first, head.type == TSQueryPredicateStepTypeString else {
                throw PredicateError(text: "a predicate must start with its name")
            }
            let op = string(head.value_id)
            let args: [Argument] = current.dropFirst().map {
                $0.type == TSQueryPredicateStepTypeCapture ? .capture($0.value_id) : .string(string($0.value_id))
            }
            guard case let .capture(first)? = args.first else {
                throw PredicateError(text: "#\(op) needs a capture as its first argument")
            }
            switch op {
            case "eq?", "not-eq?":
                guard args.count == 2 else { throw PredicateError(text: "#\(op) takes two arguments") }
                result.append(.eq(first, args[1], negated: op == "not-eq?"))
            case "match?", "not-match?":
                guard args.count == 2, case let .string(pattern) = args[1] else {
                    throw PredicateError(text: "#\(op) takes a capture and a regular expression string")
                }
                guard let regex = try? NSRegularExpression(pattern: pattern) else {
                    throw PredicateError(text: "#\(op) has an invalid regular expression \"\(pattern)\"")
                }
                result.append(.match(first, regex, negated: op == "not-match?"))
            case "any-of?", "not-any-of?":
                var values: Set<String> = []
                for arg in args.dropFirst() {
                    guard case let .string(s) = arg else { throw PredicateError(text: "#\(op) takes strings after the capture") }
                    values.insert(s)
                }
                result.append(.anyOf(first, values, negated: op == "not-any-of?"))
            default:
                throw PredicateError(text: "unknown predicate #\(op); supported: #eq?, #not-eq?, #match?, #not-match?, #any-of?, #not-any-of?")
            }
        }
        return result
    }

    /// Whether a match satisfies every predicate of its pattern. A predicate on a capture
    /// that is absent from the match (an optional capture) holds.
    func satisfies(pattern: Int, captures: [Capture]) -> Bool {
        func texts(_ id: UInt32) -> [String] { captures.filter { $0.index == id }.map(\.node.text) }
        for predicate in predicates[pattern] {
            switch predicate {
            case let .eq(id, arg, negated):
                let lhs = texts(id)
                let rhs: [String]
                switch arg {
                case let .capture(other): rhs = texts(other)
                case let .string(s): rhs = [s]
                }
                guard let l = lhs.first, let r = rhs.first else { continue }
                if (l == r) == negated { return false }
            case let .match(id, regex, negated):
                for text in texts(id) {
                    let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                    if found == negated { return false }
                }
            case let .anyOf(id, values, negated):
                for text in texts(id) where values.contains(text) == negated { return false }
            }
        }
        return true
    }
}

/// One captured node of a match.
public struct Capture {
    public let index: UInt32
    public let name: String
    public let node: Node
}

/// One match of a query pattern.
public struct Match {
    public let pattern: Int
    public let captures: [Capture]

    /// The first node captured under `name`.
    public subscript(_ name: String) -> Node? { captures.first { $0.name == name }?.node }
    public func all(_ name: String) -> [Node] { captures.filter { $0.name == name }.map(\.node) }
}

/// Runs queries over trees. Not thread-safe: use one per thread.
public final class QueryCursor {
    private let raw: OpaquePointer

    public init() { raw = ts_query_cursor_new() }
    deinit { ts_query_cursor_delete(raw) }

    /// All matches of `query` under `node` whose predicates hold, in document order.
    public func matches(_ query: Query, in node: Node) -> [Match] {
        ts_query_cursor_exec(raw, query.raw, node.raw)
        var result: [Match] = []
        var match = TSQueryMatch()
        while ts_query_cursor_next_match(raw, &match) {
            let captures = (0..<Int(match.capture_count)).map { i -> Capture in
                let c = match.captures[i]
                return Capture(index: c.index, name: query.captureNames[Int(c.index)], node: Node(raw: c.node, tree: node.tree))
            }
            let pattern = Int(match.pattern_index)
            if query.satisfies(pattern: pattern, captures: captures) {
                result.append(Match(pattern: pattern, captures: captures))
            }
        }
        return result
    }
}
