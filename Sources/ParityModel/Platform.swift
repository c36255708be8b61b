/// The five implementations of a component: one row each.
public enum Platform: String, CaseIterable, Codable, Sendable, Comparable, CodingKeyRepresentable {
    case uniwind, nativewind, stylesheet, swift, kotlin

    /// The position in `allCases` (the order reports list platforms in).
    public var ordinal: Int {
        switch self {
        case .uniwind: return 0
        case .nativewind: return 1
        case .stylesheet: return 2
        case .swift: return 3
        case .kotlin: return 4
        }
    }

    public static func < (a: Platform, b: Platform) -> Bool { a.ordinal < b.ordinal }

    /// Hashes the case, not its raw string: `[Platform: X]` tables are built for every row of
    /// every component, and hashing the name cost ~270 instructions.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

/// A place in a source file: root-relative path, 1-based line and column.
public struct SourceLocation: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
