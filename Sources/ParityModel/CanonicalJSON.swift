import Dispatch
import Synchronization

/// Writes `Encodable` values as pretty-printed JSON with sorted keys, byte for byte what
/// `canonicalJSONEncoder()` writes, in a fraction of its time and memory: each value is turned
/// into bytes as soon as it is encoded, instead of into a tree of boxed values first (on a
/// report of 1000 components Foundation's encoder took two seconds and 150 MB).
public enum CanonicalJSON {
    /// Whether independent components may be written on several threads (off for `--jobs 1`).
    @TaskLocal public static var parallel = true

    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        var out: [UInt8] = []
        try write(value, depth: 0, into: &out)
        return out
    }

    static func write<T: Encodable>(_ value: T, depth: Int, into out: inout [UInt8]) throws {
        // Type identity first: a dynamic cast per value was most of the cost.
        if T.self == String.self { writeString(unsafeBitCast(value, to: String.self), into: &out); return }
        if T.self == Int.self { out.append(contentsOf: String(unsafeBitCast(value, to: Int.self)).utf8); return }
        if T.self == Bool.self { out.append(contentsOf: (unsafeBitCast(value, to: Bool.self) ? "true" : "false").utf8); return }
        // The comparison table is most of a report: written directly, in the same bytes.
        if T.self == [Row].self { writeRows(unsafeBitCast(value, to: [Row].self), depth: depth, into: &out); return }
        // Components are independent: each is written on its own thread, then laid out in order.
        if T.self == [ComponentResult].self, parallel, try writeInParallel(unsafeBitCast(value, to: [ComponentResult].self), depth: depth, into: &out) { return }
        switch value {
        case let s as String: writeString(s, into: &out)
        case let b as Bool: out.append(contentsOf: Array((b ? "true" : "false").utf8))
        case let i as any BinaryInteger: out.append(contentsOf: Array("\(i)".utf8))
        case let d as Double: out.append(contentsOf: Array(number(d).utf8))
        case let f as Float: out.append(contentsOf: Array(number(Double(f)).utf8))
        default:
            let encoder = ByteEncoder(depth: depth)
            try value.encode(to: encoder)
            encoder.render(into: &out)
        }
    }

    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): out.append(contentsOf: [92, 92])
            case 0x0A: out.append(contentsOf: [92, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [92, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [92, UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [92, UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [92, UInt8(ascii: "f")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    static func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    static func indent(_ depth: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }
}

/// What one value encoded to: bytes already, or the entries of an object or array.
private final class ByteEncoder: Encoder {
    enum Storage {
        case none
        case single([UInt8])
        case object(ObjectStore)
        case array(ArrayStore)
    }

    let depth: Int
    var storage: Storage = .none
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(depth: Int) { self.depth = depth }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let store) = storage { return KeyedEncodingContainer(ObjectContainer<Key>(store: store)) }
        let store = ObjectStore(depth: depth + 1)
        storage = .object(store)
        return KeyedEncodingContainer(ObjectContainer<Key>(store: store))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let store) = storage { return ArrayContainer(store: store) }
        let store = ArrayStore(depth: depth + 1)
        storage = .array(store)
        return ArrayContainer(store: store)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }

    func render(into out: inout [UInt8]) {
        switch storage {
        case .none: ObjectStore(depth: depth + 1).render(depth: depth, into: &out)
        case .single(let bytes): out.append(contentsOf: bytes)
        case .object(let store): store.render(depth: depth, into: &out)
        case .array(let store): store.render(depth: depth, into: &out)
        }
    }
}

private final class ObjectStore {
    let depth: Int
    /// The values, one after another; `entries` says where each starts and ends.
    var buffer: [UInt8] = []
    var entries: [(key: String, range: Range<Int>)] = []
    init(depth: Int) { self.depth = depth }

    func add(_ key: String, _ write: (inout [UInt8]) throws -> Void) rethrows {
        let start = buffer.count
        try write(&buffer)
        entries.append((key, start..<buffer.count))
    }

    func render(depth parentDepth: Int, into out: inout [UInt8]) {
        // Sized exactly only when starting a buffer: reserving on every append would defeat its growth.
        if out.isEmpty { out.reserveCapacity(buffer.count + entries.reduce(8 + parentDepth * 2) { $0 + $1.key.utf8.count + 8 + depth * 2 }) }
        out.append(contentsOf: [UInt8(ascii: "{"), 0x0A])
        entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        for i in entries.indices {
            if i > 0 { out.append(contentsOf: [UInt8(ascii: ","), 0x0A]) }
            CanonicalJSON.indent(depth, into: &out)
            CanonicalJSON.writeString(entries[i].key, into: &out)
            out.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
            out.append(contentsOf: buffer[entries[i].range])
        }
        buffer = []
        out.append(0x0A)
        CanonicalJSON.indent(parentDepth, into: &out)
        out.append(UInt8(ascii: "}"))
    }
}

private final class ArrayStore {
    let depth: Int
    /// The items already laid out (in order, so no need to keep them apart).
    var buffer: [UInt8] = []
    var count = 0
    init(depth: Int) { self.depth = depth }

    func add(_ write: (inout [UInt8]) throws -> Void) rethrows {
        buffer.append(contentsOf: count == 0 ? [UInt8(ascii: "["), 0x0A] : [UInt8(ascii: ","), 0x0A])
        CanonicalJSON.indent(depth, into: &buffer)
        try write(&buffer)
        count += 1
    }

    func render(depth parentDepth: Int, into out: inout [UInt8]) {
        if count == 0 { out.append(contentsOf: [UInt8(ascii: "["), 0x0A]) } else { out.append(contentsOf: buffer) }
        buffer = []
        out.append(0x0A)
        CanonicalJSON.indent(parentDepth, into: &out)
        out.append(UInt8(ascii: "]"))
    }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let store: ObjectStore
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { store.add(key.stringValue) { $0.append(contentsOf: "null".utf8) } }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let depth = store.depth
        try store.add(key.stringValue) { try CanonicalJSON.write(value, depth: depth, into: &$0) }
    }
    mutating func encode(_ value: Double, forKey key: Key) throws { store.add(key.stringValue) { $0.append(contentsOf: CanonicalJSON.number(value).utf8) } }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("CanonicalJSON: nested containers are not used by parity's types")
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        preconditionFailure("CanonicalJSON: nested containers are not used by parity's types")
    }
    mutating func superEncoder() -> any Encoder { preconditionFailure("CanonicalJSON: superEncoder is not used by parity's types") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("CanonicalJSON: superEncoder is not used by parity's types") }
}

private struct ArrayContainer: UnkeyedEncodingContainer {
    let store: ArrayStore
    var codingPath: [any CodingKey] { [] }
    var count: Int { store.count }

    mutating func encodeNil() throws { store.add { $0.append(contentsOf: "null".utf8) } }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let depth = store.depth
        try store.add { try CanonicalJSON.write(value, depth: depth, into: &$0) }
    }
    mutating func encode(_ value: Double) throws { store.add { $0.append(contentsOf: CanonicalJSON.number(value).utf8) } }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("CanonicalJSON: nested containers are not used by parity's types")
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("CanonicalJSON: nested containers are not used by parity's types")
    }
    mutating func superEncoder() -> any Encoder { preconditionFailure("CanonicalJSON: superEncoder is not used by parity's types") }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: ByteEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.storage = .single(Array("null".utf8)) }
    mutating func encode(_ value: Double) throws { encoder.storage = .single(Array(CanonicalJSON.number(value).utf8)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        var out: [UInt8] = []
        try CanonicalJSON.write(value, depth: encoder.depth, into: &out)
        encoder.storage = .single(out)
    }
}

// MARK: The comparison table, without Codable

extension CanonicalJSON {
    /// `[Row]` exactly as the synthesized `Codable` conformances and `canonicalJSONEncoder()` write it.
    static func writeRows(_ rows: [Row], depth: Int, into out: inout [UInt8]) {
        guard !rows.isEmpty else {
            out.append(contentsOf: "[\n\n".utf8)
            indent(depth, into: &out)
            out.append(UInt8(ascii: "]"))
            return
        }
        out.append(contentsOf: "[\n".utf8)
        for (i, row) in rows.enumerated() {
            if i > 0 { out.append(contentsOf: ",\n".utf8) }
            indent(depth + 1, into: &out)
            out.append(contentsOf: "{\n".utf8)
            // cells
            indent(depth + 2, into: &out)
            out.append(contentsOf: "\"cells\" : {\n".utf8)
            let cells = row.cells.sorted { $0.key.rawValue.utf8.lexicographicallyPrecedes($1.key.rawValue.utf8) }
            for (j, (platform, cell)) in cells.enumerated() {
                if j > 0 { out.append(contentsOf: ",\n".utf8) }
                indent(depth + 3, into: &out)
                writeString(platform.rawValue, into: &out)
                out.append(contentsOf: " : {\n".utf8)
                var fields: [(String, (inout [UInt8]) -> Void)] = []
                if let loc = cell.location {
                    fields.append(("location", { o in
                        o.append(contentsOf: "{\n".utf8)
                        indent(depth + 5, into: &o); o.append(contentsOf: "\"column\" : ".utf8); o.append(contentsOf: String(loc.column).utf8); o.append(contentsOf: ",\n".utf8)
                        indent(depth + 5, into: &o); o.append(contentsOf: "\"file\" : ".utf8); writeString(loc.file, into: &o); o.append(contentsOf: ",\n".utf8)
                        indent(depth + 5, into: &o); o.append(contentsOf: "\"line\" : ".utf8); o.append(contentsOf: String(loc.line).utf8); o.append(0x0A)
                        indent(depth + 4, into: &o); o.append(UInt8(ascii: "}"))
                    }))
                }
                if let raw = cell.raw { fields.append(("raw", { writeString(raw, into: &$0) })) }
                fields.append(("status", { writeString(cell.status.rawValue, into: &$0) }))
                if let unit = cell.unit { fields.append(("unit", { writeString(unit, into: &$0) })) }
                if let value = cell.value { fields.append(("value", { writeString(value, into: &$0) })) }
                for (k, (name, write)) in fields.enumerated() {
                    if k > 0 { out.append(contentsOf: ",\n".utf8) }
                    indent(depth + 4, into: &out)
                    writeString(name, into: &out)
                    out.append(contentsOf: " : ".utf8)
                    write(&out)
                }
                out.append(0x0A)
                indent(depth + 3, into: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(0x0A)
            indent(depth + 2, into: &out)
            out.append(contentsOf: "},\n".utf8)
            // key
            indent(depth + 2, into: &out)
            out.append(contentsOf: "\"key\" : {\n".utf8)
            let key = row.key
            for (k, (name, value)) in [("part", key.part), ("property", key.property), ("size", key.size), ("state", key.state), ("variant", key.variant)].enumerated() {
                if k > 0 { out.append(contentsOf: ",\n".utf8) }
                indent(depth + 3, into: &out)
                writeString(name, into: &out)
                out.append(contentsOf: " : ".utf8)
                writeString(value, into: &out)
            }
            out.append(0x0A)
            indent(depth + 2, into: &out)
            out.append(contentsOf: "}\n".utf8)
            indent(depth + 1, into: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(0x0A)
        indent(depth, into: &out)
        out.append(UInt8(ascii: "]"))
    }
}

extension CanonicalJSON {
    /// An array whose elements are written concurrently, in the bytes of the sequential writer.
    /// Returns false (writing nothing) for fewer than two elements.
    static func writeInParallel<E: Encodable & Sendable>(_ items: [E], depth: Int, into out: inout [UInt8]) throws -> Bool {
        guard items.count > 1 else { return false }
        let parts = Mutex<[Int: Result<[UInt8], any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            var bytes: [UInt8] = []
            let result = Result { try write(items[i], depth: depth + 1, into: &bytes); return bytes }
            parts.withLock { $0[i] = result }
        }
        let written = try parts.withLock { p in try items.indices.map { try p[$0]!.get() } }
        out.reserveCapacity(out.count + written.reduce(4 + depth * 2) { $0 + $1.count + 4 + depth * 2 })
        out.append(contentsOf: [UInt8(ascii: "["), 0x0A])
        for (i, bytes) in written.enumerated() {
            if i > 0 { out.append(contentsOf: [UInt8(ascii: ","), 0x0A]) }
            indent(depth + 1, into: &out)
            out.append(contentsOf: bytes)
        }
        out.append(0x0A)
        indent(depth, into: &out)
        out.append(UInt8(ascii: "]"))
        return true
    }
}
