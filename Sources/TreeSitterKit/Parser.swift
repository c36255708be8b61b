import CTreeSitter
import Foundation
import TreeSitterAllocator

/// A tree-sitter parser for one language. Not thread-safe: use one per thread.
public final class Parser {
    private let raw: OpaquePointer
    public let language: Language

    /// tree-sitter's small blocks come from per-thread pools (`TreeSitterAllocator`), installed
    /// before the first parser exists.
    static let pools: Bool = ProcessInfo.processInfo.environment["PARITY_TS_MALLOC"] == "system" ? false : parity_ts_allocator_install()

    public init(language: Language) throws(TreeSitterError) {
        try language.checkABI()
        _ = Parser.pools
        raw = ts_parser_new()
        self.language = language
        _ = ts_parser_set_language(raw, language.raw)
    }

    deinit { ts_parser_delete(raw) }

    /// Parses UTF-8 bytes (a leading BOM is skipped by the caller's `SourceText`).
    /// - Parameter timeoutMicros: give up after this long (0: never). Error recovery on some
    ///   malformed inputs is very slow (a 1.3 KB Swift file from the fuzzer took minutes).
    /// - Parameter from: parse only the text from this byte offset, which starts a line (a header
    ///   the caller has read itself: a Kotlin file's package and imports); nodes keep the whole
    ///   file's byte offsets and lines.
    public func parse(_ source: SourceText, timeoutMicros: UInt64 = 0, from start: Int = 0) throws(TreeSitterError) -> Tree {
        ts_parser_set_timeout_micros(raw, timeoutMicros)
        let ranged = start > 0 && start < source.bytes.count
        if ranged {
            // The source's line index gives the row (`start` begins a line: column 0).
            let row = UInt32(source.position(ofByte: start).line - 1)
            var range = TSRange(start_point: TSPoint(row: row, column: 0), end_point: TSPoint(row: UInt32.max, column: UInt32.max),
                                start_byte: UInt32(start), end_byte: UInt32.max)
            _ = ts_parser_set_included_ranges(raw, &range, 1)
        }
        defer { if ranged { _ = ts_parser_set_included_ranges(raw, nil, 0) } }
        let tree: OpaquePointer? = source.bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    ts_parser_parse_string_encoding(raw, nil, $0, UInt32(buffer.count), TSInputEncodingUTF8)
                }
            } ?? ts_parser_parse_string_encoding(raw, nil, "", 0, TSInputEncodingUTF8)
        }
        guard let tree else {
            ts_parser_reset(raw)
            throw .parseFailed(language: language.id)
        }
        return Tree(raw: tree, source: source, language: language)
    }
}

/// A syntax tree; owns its `TSTree` and the source it was parsed from.
public final class Tree {
    let raw: OpaquePointer
    public let source: SourceText
    public let language: Language
    let typeNames: [String]
    let fieldIDs: [String: TSFieldId]

    init(raw: OpaquePointer, source: SourceText, language: Language) {
        self.raw = raw
        self.source = source
        self.language = language
        typeNames = language.typeNames
        fieldIDs = language.fieldIDs
    }

    deinit { ts_tree_delete(raw) }

    public var root: Node { Node(raw: ts_tree_root_node(raw), tree: self) }
}
