import CTreeSitter
import TreeSitterKotlin
import TreeSitterSwift
import TreeSitterTSX
import TreeSitterCSS

/// A tree-sitter grammar: one row of the language table.
///
/// A `TSLanguage` is immutable static data compiled into the binary, so sharing it across
/// threads is safe.
public struct Language: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The identifier used for query folders (`Grammars/<id>/queries`).
    public let id: String
    let raw: OpaquePointer

    public var description: String { id }

    /// The ABI version the grammar was generated with.
    public var abiVersion: UInt32 { ts_language_version(raw) }

    public static let swift = Language(id: "swift", raw: tree_sitter_swift()!)
    public static let kotlin = Language(id: "kotlin", raw: tree_sitter_kotlin()!)
    public static let tsx = Language(id: "tsx", raw: tree_sitter_tsx()!)
    public static let css = Language(id: "css", raw: tree_sitter_css()!)

    /// Every grammar parity is built with.
    public static let all: [Language] = [.css, .kotlin, .swift, .tsx]

    /// The range of grammar ABI versions this runtime loads.
    public static let supportedABI: ClosedRange<UInt32> =
        UInt32(TREE_SITTER_MIN_COMPATIBLE_LANGUAGE_VERSION)...UInt32(TREE_SITTER_LANGUAGE_VERSION)

    /// Throws when the grammar's ABI is outside what the linked runtime accepts.
    public func checkABI() throws(TreeSitterError) {
        guard Language.supportedABI.contains(abiVersion) else {
            throw .incompatibleABI(language: id, grammar: abiVersion, runtime: Language.supportedABI)
        }
    }

    /// Node type names by symbol, made once per grammar: `Node.type` is read for every node an
    /// extractor visits, and building a `String` from C each time was a tenth of a run.
    var typeNames: [String] { Language.typeNameTables[id] ?? [] }

    private static let typeNameTables: [String: [String]] = Dictionary(uniqueKeysWithValues: all.map { lang in
        (lang.id, (0..<ts_language_symbol_count(lang.raw)).map { String(cString: ts_language_symbol_name(lang.raw, TSSymbol($0))) })
    })

    /// Field ids by name, made once per grammar: `ts_node_child_by_field_name` finds the id by
    /// comparing the name with every field name of the grammar, which was 1.7% of a run.
    var fieldIDs: [String: TSFieldId] { Language.fieldIDTables[id] ?? [:] }

    private static let fieldIDTables: [String: [String: TSFieldId]] = Dictionary(uniqueKeysWithValues: all.map { lang in
        // Field ids start at 1; 0 means no field.
        (lang.id, Dictionary((1...max(1, ts_language_field_count(lang.raw))).compactMap { id in
            ts_language_field_name_for_id(lang.raw, TSFieldId(id)).map { (String(cString: $0), TSFieldId(id)) }
        }, uniquingKeysWith: { first, _ in first }))
    })

    /// The field of this grammar named `name` (none: a field no node has), for `Node.child(_:)`:
    /// a lowering looks its fields up once instead of hashing the name on every call.
    public func field(_ name: String) -> Field { Field(id: fieldIDs[name] ?? 0) }

    /// Every symbol of the grammar whose type name is one of `names` (a name can have several
    /// symbols, e.g. an aliased rule), as a set a walk tests without building strings.
    public func types(_ names: [String]) -> NodeTypes {
        var set = NodeTypes(count: Int(ts_language_symbol_count(raw)))
        let wanted = Set(names)
        for (symbol, name) in typeNames.enumerated() where wanted.contains(name) { set.insert(UInt16(symbol)) }
        return set
    }

    public static func == (a: Language, b: Language) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A field of one grammar by its id (`Language.field(_:)`); id 0 is no field.
public struct Field: Sendable {
    let id: TSFieldId
}

/// The node types a lowering tells apart, by symbol, for one grammar: `Kind`'s raw values are
/// the grammar's type names, and every other symbol (ERROR too) is `other`. A `switch` on a
/// node's kind is an array read where a `switch` on `Node.type` compared its name with the
/// cases' strings one by one. A name with several symbols (an aliased rule, a keyword that is
/// also a named node) is each of them, as `Node.type` compares names.
public struct KindTable<Kind: RawRepresentable & CaseIterable & Equatable & Sendable>: Sendable where Kind.RawValue == String {
    @usableFromInline let kinds: [Kind]
    @usableFromInline let other: Kind

    public init(_ language: Language, other: Kind) {
        var byName: [String: Kind] = [:]
        for kind in Kind.allCases where kind != other { byName[kind.rawValue] = kind }
        kinds = language.typeNames.map { byName[$0] ?? other }
        self.other = other
    }

    @inlinable public subscript(_ node: Node) -> Kind {
        let symbol = Int(node.symbol)
        return symbol < kinds.count ? kinds[symbol] : other
    }

    /// The part a node's grammar rule ends with (`seq($._expression, $.call_suffix)`): the last
    /// named child when it is of that kind, found without the walk through the whole receiver
    /// that `firstNamedChild` makes; the rule has one such part, so it is the first too. The
    /// walk stays the answer otherwise.
    public func lastPart(of node: Node, _ kind: Kind) -> Node? {
        if let last = node.lastNamedChild, self[last] == kind { return last }
        return node.firstNamedChild(kind.rawValue)
    }
}

/// A set of node types of one grammar, by symbol: membership is one bit test.
public struct NodeTypes: Sendable {
    private var bits: [UInt64]

    init(count: Int) { bits = [UInt64](repeating: 0, count: (count + 63) / 64) }

    mutating func insert(_ symbol: UInt16) { bits[Int(symbol) >> 6] |= 1 << (UInt64(symbol) & 63) }

    public func contains(_ symbol: UInt16) -> Bool {
        let word = Int(symbol) >> 6
        return word < bits.count && bits[word] & (1 << (UInt64(symbol) & 63)) != 0
    }
}

/// Errors raised by the tree-sitter layer.
public enum TreeSitterError: Error, Equatable, CustomStringConvertible {
    case incompatibleABI(language: String, grammar: UInt32, runtime: ClosedRange<UInt32>)
    case queryCompile(language: String, name: String, line: Int, column: Int, kind: String)
    case queryPredicate(language: String, name: String, line: Int, message: String)
    case parseFailed(language: String)

    public var description: String {
        switch self {
        case let .incompatibleABI(language, grammar, runtime):
            return "the \(language) grammar has ABI version \(grammar) but the tree-sitter runtime accepts \(runtime.lowerBound)–\(runtime.upperBound); run Scripts/setup.sh to fetch the pinned grammars and rebuild"
        case let .queryCompile(language, name, line, column, kind):
            return "Grammars/\(language)/queries/\(name).scm:\(line):\(column): \(kind) in query; fix the pattern"
        case let .queryPredicate(language, name, line, message):
            return "Grammars/\(language)/queries/\(name).scm:\(line): \(message)"
        case let .parseFailed(language):
            return "tree-sitter could not parse the \(language) source (cancelled or out of memory)"
        }
    }
}
