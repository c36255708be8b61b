import ParityModel

/// Rows a design system adds to one platform's tables (`conventions.tables.<platform>` in
/// `parity.json`): what its own library's calls, modifiers, views and shapes mean. Each row is
/// added to the built-in table, or replaces the built-in row of the same name.
public struct TableRows: Codable, Hashable, Sendable {
    /// `Builtins.names`: functions, constructors and dotted constants (`rememberBpkColor`, `BpkColors.Clear`).
    public var builtins: [String: Builtin] = [:]
    /// `Builtins.members`: members of any value (`.px`, `.withAlpha(…)`).
    public var members: [String: Builtin] = [:]
    /// `Sinks.modifiers`: what each argument of a modifier sets.
    public var modifiers: [String: [ArgSink]] = [:]
    /// `Sinks.views`: what a library view is and what its arguments set.
    public var views: [String: ViewRule] = [:]
    /// `Sinks.shapes`: how a shape gives a radius.
    public var shapes: [String: ShapeRule] = [:]
    /// `Sinks.keywords`: enum cases and strings -> canonical keywords.
    public var keywords: [String: String] = [:]
    /// `Sinks.weights`: weight names -> 1–1000.
    public var weights: [String: Double] = [:]

    public init(builtins: [String: Builtin] = [:], members: [String: Builtin] = [:], modifiers: [String: [ArgSink]] = [:],
                views: [String: ViewRule] = [:], shapes: [String: ShapeRule] = [:], keywords: [String: String] = [:],
                weights: [String: Double] = [:]) {
        self.builtins = builtins
        self.members = members
        self.modifiers = modifiers
        self.views = views
        self.shapes = shapes
        self.keywords = keywords
        self.weights = weights
    }

    public static let keys = ["builtins", "keywords", "members", "modifiers", "shapes", "views", "weights"]

    public init(from decoder: any Decoder) throws {
        let row = try Row(decoder, known: TableRows.keys, what: "an object of tables (\(TableRows.keys.joined(separator: ", ")))")
        builtins = try row.table("builtins", "an object of builtins by name", each: "a builtin") ?? [:]
        members = try row.table("members", "an object of builtins by member name", each: "a builtin") ?? [:]
        modifiers = try row.table("modifiers", "an object of modifiers by name",
                                  each: #"an array of argument sinks ([{"index": 0, "kind": "color", "properties": ["backgroundColor"]}])"#) ?? [:]
        views = try row.table("views", "an object of view rules by name", each: "a view rule") ?? [:]
        shapes = try row.table("shapes", "an object of shape rules by name", each: "a shape rule") ?? [:]
        keywords = try row.table("keywords", #"an object of keywords by spelling ({"Middle": "center"})"#, each: "a keyword (a string)") ?? [:]
        weights = try row.table("weights", #"an object of weights by name ({"Heavy": 800})"#, each: "a weight from 1 to 1000 (400 is regular, 700 bold)") ?? [:]
        for (name, w) in weights where !(1...1000).contains(w) {
            throw TableRowError(row.path + [RowKey("weights"), RowKey(name)], .expected("a weight from 1 to 1000 (400 is regular, 700 bold)"))
        }
    }
}

extension PlatformTables {
    /// These tables with a design system's rows added (a row replaces the built-in one of its name).
    /// Every platform's table builder ends with it.
    public func adding(_ rows: TableRows?) -> PlatformTables {
        guard let rows else { return self }
        var t = self
        t.builtins.names.merge(rows.builtins) { $1 }
        t.builtins.members.merge(rows.members) { $1 }
        t.sinks.modifiers.merge(rows.modifiers) { $1 }
        t.sinks.views.merge(rows.views) { $1 }
        t.sinks.shapes.merge(rows.shapes) { $1 }
        t.sinks.keywords.merge(rows.keywords) { $1 }
        t.sinks.weights.merge(rows.weights) { $1 }
        return t
    }
}

/// A table row in `parity.json` that cannot be read: where (from the decoded value) and why.
/// The configuration reader turns it into a message with the file, line, column and key path.
public struct TableRowError: Error, Sendable {
    /// What is wrong, and what to write instead.
    public enum Problem: Sendable, Hashable {
        /// A key or a name that is none of `known` (`label`: "unknown key", "unknown sink kind").
        case unknown(label: String, name: String?, known: [String])
        /// A value that is not of the form expected here: the form.
        case expected(String)
        /// A key that must be there.
        case missing(String)
        /// A value of the right form that cannot be used: why, and what to write.
        case invalid(String)
    }

    /// Each step a key, with its integer value where it may be an array index.
    public let path: [(key: String, index: Int?)]
    public let problem: Problem

    init(_ path: [any CodingKey], _ problem: Problem) {
        self.path = path.map { ($0.stringValue, $0.intValue) }
        self.problem = problem
    }
}

/// A key of a row read by name.
struct RowKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// A row written by hand: its keys checked against the known ones, each value decoded with the
/// form to write when it is not of it (a `TableRowError` at the value's path).
struct Row {
    let container: KeyedDecodingContainer<RowKey>
    var path: [any CodingKey] { container.codingPath }

    /// - Parameter what: the form expected when the value is not an object.
    init(_ decoder: any Decoder, known: [String], unknown: String = "unknown key", what: String) throws {
        do { container = try decoder.container(keyedBy: RowKey.self) } catch is DecodingError {
            throw TableRowError(decoder.codingPath, .expected(what))
        }
        for key in container.allKeys.map(\.stringValue).sorted() where !known.contains(key) {
            throw TableRowError(decoder.codingPath + [RowKey(key)], .unknown(label: unknown, name: nil, known: known))
        }
    }

    var keys: [String] { container.allKeys.map(\.stringValue).sorted() }

    func has(_ key: String) -> Bool { container.contains(RowKey(key)) }

    func isNull(_ key: String) -> Bool { has(key) && ((try? container.decodeNil(forKey: RowKey(key))) ?? false) }

    /// The value at `key`, nil when it is absent or null.
    func value<T: Decodable>(_ key: String, _ what: String) throws -> T? {
        guard has(key), !isNull(key) else { return nil }
        // Not only `DecodingError`s: Foundation's JSON decoder throws its own error for a number
        // that does not fit the type (`1.5` as an `Int`).
        do { return try container.decode(T.self, forKey: RowKey(key)) } catch let error as TableRowError { throw error } catch {
            throw TableRowError(Row.deepest(error, path + [RowKey(key)]), .expected(what))
        }
    }

    /// The object at `key` (nil when absent or null), each of its values decoded as `T`:
    /// `what` is the object's form, `each` its values'.
    func table<T: Decodable>(_ key: String, _ what: String, each: String) throws -> [String: T]? {
        guard has(key), !isNull(key) else { return nil }
        let object: KeyedDecodingContainer<RowKey>
        do { object = try container.nestedContainer(keyedBy: RowKey.self, forKey: RowKey(key)) } catch is DecodingError {
            throw TableRowError(path + [RowKey(key)], .expected(what))
        }
        var out: [String: T] = [:]
        for k in object.allKeys {
            do { out[k.stringValue] = try object.decode(T.self, forKey: k) } catch let error as TableRowError { throw error } catch {
                throw TableRowError(Row.deepest(error, object.codingPath + [k]), .expected(each))
            }
        }
        return out
    }

    /// Where a decoding error is: its own path when it is inside `path` (an item of an array), else `path`.
    static func deepest(_ error: any Error, _ path: [any CodingKey]) -> [any CodingKey] {
        guard let error = error as? DecodingError else { return path }
        let at: [any CodingKey]
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): at = c.codingPath
        case .keyNotFound(_, let c): at = c.codingPath
        @unknown default: at = []
        }
        return at.count > path.count ? at : path
    }

    /// The value at `key`, which must be there.
    func required<T: Decodable>(_ key: String, _ what: String) throws -> T {
        guard let v: T = try value(key, what) else { throw TableRowError(path + [RowKey(key)], has(key) ? .expected(what) : .missing(what)) }
        return v
    }

    /// A whole number ≥ 0 at `key`, nil when it is absent or null.
    func index(_ key: String) throws -> Int? {
        guard let i: Int = try value(key, "a whole number ≥ 0") else { return nil }
        guard i >= 0 else { throw TableRowError(path + [RowKey(key)], .expected("a whole number ≥ 0")) }
        return i
    }

    /// The decoder of the value at `key` (a nested row).
    func decoder(_ key: String) throws -> any Decoder { try container.superDecoder(forKey: RowKey(key)) }

    func fail(_ key: String, _ problem: TableRowError.Problem) -> TableRowError { TableRowError(path + [RowKey(key)], problem) }
}
