import Dispatch
import Foundation
import Synchronization

/// Writes `Encodable` values as pretty-printed JSON with sorted keys, byte for byte what
/// `canonicalJSONEncoder()` writes, in a fraction of its time and memory: each value is turned
/// into bytes as soon as it is encoded, instead of into a tree of boxed values first (on a
/// report of 1000 components Foundation's encoder took two seconds and 150 MB).
///
/// The report's own types (`Report` and what it holds) are written by hand-written code in
/// the same bytes; everything else goes through `Encodable`.
public enum CanonicalJSON {
    /// Whether independent components may be written on several threads (off for `--jobs 1`).
    @TaskLocal public static var parallel = true

    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        try encode(value, parallel: parallel, newline: false)
    }

    /// - Parameters:
    ///   - parallel: whether a report's components may be written on several threads.
    ///   - newline: ends the text with a newline, written into the same buffer (appending to
    ///     the returned array would copy megabytes).
    public static func encode<T: Encodable>(_ value: T, parallel: Bool, newline: Bool) throws -> [UInt8] {
        try withEncoded(value, parallel: parallel, newline: newline) { Array($0) }
    }

    /// Encodes `value` and hands the bytes to `body` in the buffer they were written to (a
    /// report of 1000 components is 35 MB: copying it into an array costs time and memory).
    public static func withEncoded<T: Encodable, R>(_ value: T, parallel: Bool, newline: Bool,
                                                   _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        let options = Options(direct: true, parallel: parallel)
        if isDirect(T.self) {
            var out = JSONOutput(capacity: 1 << 16)
            writeDirect(value, depth: 0, options: options, into: &out)
            if newline { out.byte(0x0A) }
            return try out.withBytes(body)
        }
        var out: [UInt8] = []
        try write(value, depth: 0, options: options, into: &out)
        if newline { out.append(0x0A) }
        return try out.withUnsafeBytes(body)
    }

    /// Every value through its `Encodable` conformance, none by the hand-written writers: the
    /// reference those are tested against.
    static func encodeThroughEncodable<T: Encodable>(_ value: T) throws -> [UInt8] {
        var out: [UInt8] = []
        try write(value, depth: 0, options: Options(direct: false, parallel: false), into: &out)
        return out
    }

    struct Options {
        /// Whether the report's types are written by the hand-written writers.
        var direct: Bool
        /// Whether a report's components may be written on several threads.
        var parallel: Bool
    }

    static func write<T: Encodable>(_ value: T, depth: Int, options: Options, into out: inout [UInt8]) throws {
        // Type identity first: a dynamic cast per value was most of the cost.
        if T.self == String.self { writeString(unsafeBitCast(value, to: String.self), into: &out); return }
        if T.self == Int.self { out.append(contentsOf: String(unsafeBitCast(value, to: Int.self)).utf8); return }
        if T.self == Bool.self { out.append(contentsOf: (unsafeBitCast(value, to: Bool.self) ? "true" : "false").utf8); return }
        if options.direct, isDirect(T.self) {
            var direct = JSONOutput(capacity: 4096)
            writeDirect(value, depth: depth, options: options, into: &direct)
            direct.append(to: &out)
            return
        }
        switch value {
        case let s as String: writeString(s, into: &out)
        case let b as Bool: out.append(contentsOf: Array((b ? "true" : "false").utf8))
        case let i as any BinaryInteger: out.append(contentsOf: Array("\(i)".utf8))
        case let d as Double: out.append(contentsOf: Array(number(d).utf8))
        case let f as Float: out.append(contentsOf: Array(number(Double(f)).utf8))
        default:
            let encoder = ByteEncoder(depth: depth, options: options)
            try value.encode(to: encoder)
            encoder.render(into: &out)
        }
    }

    static func writeString(_ s: String, into out: inout [UInt8]) {
        var output = JSONOutput(capacity: s.utf8.count + 2)
        output.string(s)
        output.append(to: &out)
    }

    static func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    static func indent(_ depth: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }
}

// MARK: The output buffer

/// JSON text being written: a growable buffer that appends without `Array`'s uniqueness and
/// capacity checks on every call. A report is millions of short appends; written through
/// `Encoder` containers into `[UInt8]` it cost about 70 instructions per byte, now about 8.
struct JSONOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// Indentation is written sixteen spaces at a time, up to 16 bytes past its end: room for them.
    private static let slack = 16

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(base) }

    /// Room for `n` more bytes (also made at once before many appends of known total size).
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if capacity - count < n + Self.slack { grow(n + Self.slack) }
    }

    /// `realloc`: a large buffer grows by remapping pages, not by copying them.
    @inline(never)
    private mutating func grow(_ n: Int) {
        capacity = max(capacity * 2, count + n)
        base = realloc(base, capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    /// The bytes written, in place.
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Gives up the buffer: the caller frees it with `free` (the parts of a report written on
    /// several threads are joined without a copy into arrays first).
    consuming func take() -> UnsafeMutableBufferPointer<UInt8> {
        let buffer = UnsafeMutableBufferPointer(start: base, count: count)
        discard self
        return buffer
    }

    /// Appends the bytes written to `out`.
    func append(to out: inout [UInt8]) { out.append(contentsOf: UnsafeBufferPointer(start: base, count: count)) }

    @inline(__always)
    mutating func byte(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    mutating func bytes(_ b: UnsafeBufferPointer<UInt8>) {
        guard let start = b.baseAddress, !b.isEmpty else { return }
        reserve(b.count)
        (base + count).initialize(from: start, count: b.count)
        count += b.count
    }

    mutating func literal(_ text: StaticString) {
        bytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes a newline and the indentation of `depth` (two spaces a level) at `p`, sixteen
    /// spaces at once (room reserved); returns the end.
    @inline(__always)
    private func newline(at p: UnsafeMutablePointer<UInt8>, _ depth: Int) -> UnsafeMutablePointer<UInt8> {
        p.pointee = 0x0A
        let end = p + 1 + 2 * depth
        // Two stores cover a report's depths; a loop here would become a call to `memset`.
        let spaces = 0x2020_2020_2020_2020 as UInt64
        UnsafeMutableRawPointer(p + 1).storeBytes(of: spaces, as: UInt64.self)
        UnsafeMutableRawPointer(p + 9).storeBytes(of: spaces, as: UInt64.self)
        if depth > 8 { (p + 17).initialize(repeating: UInt8(ascii: " "), count: 2 * depth - 16) }
        return end
    }

    /// Starts an object member at `depth`: `,` unless first, newline, indentation, `"name" : `.
    mutating func key(_ name: StaticString, _ depth: Int, first: Bool = false) {
        let n = name.utf8CodeUnitCount
        reserve(n + 2 * depth + 7)
        var p = base + count
        if !first { p.pointee = UInt8(ascii: ","); p += 1 }
        p = newline(at: p, depth)
        p.pointee = UInt8(ascii: "\"")
        for i in 0..<n { p[1 + i] = name.utf8Start[i] }
        p += 1 + n
        // `" : ` in one store.
        UnsafeMutableRawPointer(p).storeBytes(of: (0x203A_2022 as UInt32).littleEndian, as: UInt32.self)
        count = p + 4 - base
    }

    /// Starts an array element at `depth`: `,` unless first, newline, indentation.
    mutating func element(_ depth: Int, first: Bool) {
        reserve(2 * depth + 2)
        var p = base + count
        if !first { p.pointee = UInt8(ascii: ","); p += 1 }
        count = newline(at: p, depth) - base
    }

    /// Ends an object or array whose opening bracket is at `depth` (an empty one has a blank line).
    mutating func close(_ bracket: UInt8, _ depth: Int, empty: Bool) {
        reserve(2 * depth + 3)
        var p = base + count
        if empty { p.pointee = 0x0A; p += 1 }
        p = newline(at: p, depth)
        p.pointee = bracket
        count = p + 1 - base
    }

    mutating func bool(_ b: Bool) { literal(b ? "true" : "false") }

    mutating func null() { literal("null") }

    /// An integer in decimal.
    mutating func int(_ v: Int) {
        reserve(20)
        count += writeDecimal(v, at: base + count)
    }

    /// A string in quotes, escaped as Foundation's encoder escapes it (`/` and non-ASCII as they are).
    mutating func string(_ s: String) {
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { quoted($0) }
        if done == nil { Array(s.utf8).withUnsafeBufferPointer { quoted($0) } }
    }

    private mutating func quoted(_ text: UnsafeBufferPointer<UInt8>) {
        reserve(text.count + 2)
        base[count] = UInt8(ascii: "\"")
        count += 1
        // Runs of bytes that need no escape are copied at once; most strings need none, and
        // are checked eight bytes at a time.
        var run = 0, start = 0
        if let p = text.baseAddress {
            while start + 8 <= text.count, !Self.needsEscape(UnsafeRawPointer(p).loadUnaligned(fromByteOffset: start, as: UInt64.self)) { start += 8 }
        }
        for i in start..<text.count {
            let b = text[i]
            guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
            bytes(UnsafeBufferPointer(rebasing: text[run..<i]))
            escape(b)
            run = i + 1
        }
        bytes(UnsafeBufferPointer(rebasing: text[run...]))
        byte(UInt8(ascii: "\""))
    }

    /// Whether any of eight bytes needs escaping: below 0x20, `"` or `\`.
    @inline(__always)
    private static func needsEscape(_ w: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // Any byte below n (n ≤ 0x80): (w - n·ones) & ~w & highs is not zero.
        func anyBelow(_ n: UInt64, _ w: UInt64) -> Bool { (w &- n &* ones) & ~w & highs != 0 }
        return anyBelow(0x20, w) || anyBelow(1, w ^ 0x2222_2222_2222_2222) || anyBelow(1, w ^ 0x5C5C_5C5C_5C5C_5C5C)
    }

    private mutating func escape(_ b: UInt8) {
        reserve(6)
        base[count] = UInt8(ascii: "\\")
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): base[count + 1] = b
        case 0x0A: base[count + 1] = UInt8(ascii: "n")
        case 0x0D: base[count + 1] = UInt8(ascii: "r")
        case 0x09: base[count + 1] = UInt8(ascii: "t")
        case 0x08: base[count + 1] = UInt8(ascii: "b")
        case 0x0C: base[count + 1] = UInt8(ascii: "f")
        default:
            let hex: StaticString = "0123456789abcdef"
            base[count + 1] = UInt8(ascii: "u")
            base[count + 2] = UInt8(ascii: "0")
            base[count + 3] = UInt8(ascii: "0")
            base[count + 4] = hex.utf8Start[Int(b >> 4)]
            base[count + 5] = hex.utf8Start[Int(b & 0xF)]
            count += 4
        }
        count += 2
    }
}

// MARK: The report, written directly

extension Platform {
    /// The position of the name among the platforms' names sorted: the order of their JSON keys.
    fileprivate var nameOrder: Int {
        switch self {
        case .kotlin: 0
        case .nativewind: 1
        case .stylesheet: 2
        case .swift: 3
        case .uniwind: 4
        }
    }

    /// The name as a JSON key, with its separator.
    fileprivate var jsonKey: StaticString {
        switch self {
        case .kotlin: "\"kotlin\" : "
        case .nativewind: "\"nativewind\" : "
        case .stylesheet: "\"stylesheet\" : "
        case .swift: "\"swift\" : "
        case .uniwind: "\"uniwind\" : "
        }
    }
}

extension Cell.Status {
    /// The raw value as a JSON string.
    fileprivate var json: StaticString {
        switch self {
        case .match: "\"match\""
        case .mismatch: "\"mismatch\""
        case .missing: "\"missing\""
        case .unresolved: "\"unresolved\""
        }
    }
}

/// The report's types in the bytes their `Encodable` conformances give through
/// `canonicalJSONEncoder()` (keys sorted, optionals that are nil left out): the report is
/// most of what parity writes, and going through `Encoder` containers cost ten times more.
extension CanonicalJSON {
    /// Whether `writeDirect` writes values of this type.
    static func isDirect<T>(_ type: T.Type) -> Bool {
        T.self == Report.self || T.self == ComponentResult.self || T.self == [ComponentResult].self
            || T.self == [Row].self || T.self == Finding.self || T.self == [Finding].self
    }

    static func writeDirect<T>(_ value: T, depth: Int, options: Options, into out: inout JSONOutput) {
        if T.self == Report.self { writeReport(unsafeBitCast(value, to: Report.self), depth, parallel: options.parallel, into: &out) }
        else if T.self == [ComponentResult].self { writeComponents(unsafeBitCast(value, to: [ComponentResult].self), depth, parallel: options.parallel, into: &out) }
        else if T.self == ComponentResult.self { writeComponent(unsafeBitCast(value, to: ComponentResult.self), depth, into: &out) }
        else if T.self == [Row].self { writeArray(unsafeBitCast(value, to: [Row].self), depth, into: &out, writeRow) }
        else if T.self == Finding.self { writeFinding(unsafeBitCast(value, to: Finding.self), depth, into: &out) }
        else if T.self == [Finding].self { writeArray(unsafeBitCast(value, to: [Finding].self), depth, into: &out, writeFinding) }
        else { preconditionFailure("CanonicalJSON.writeDirect: \(T.self) has no direct writer") }
    }

    /// In each writer, `depth` is the indentation of the line with the value's closing bracket.
    static func writeReport(_ r: Report, _ depth: Int, parallel: Bool, into out: inout JSONOutput) {
        let d = depth + 1
        out.byte(UInt8(ascii: "{"))
        out.key("components", d, first: true); writeComponents(r.components, d, parallel: parallel, into: &out)
        out.key("findings", d); writeArray(r.findings, d, into: &out, writeFinding)
        out.key("root", d); out.string(r.root)
        out.key("schemaVersion", d); out.int(r.schemaVersion)
        out.key("staleBaseline", d); writeArray(r.staleBaseline, d, into: &out, writeBaselineEntry)
        out.key("summary", d); writeSummary(r.summary, d, into: &out)
        if let timestamp = r.timestamp { out.key("timestamp", d); out.string(timestamp) }
        out.key("tool", d)
        out.byte(UInt8(ascii: "{"))
        out.key("informationUri", d + 1, first: true); out.string(r.tool.informationUri)
        out.key("name", d + 1); out.string(r.tool.name)
        out.key("version", d + 1); out.string(r.tool.version)
        out.close(UInt8(ascii: "}"), d, empty: false)
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }

    static func writeArray<E>(_ items: [E], _ depth: Int, into out: inout JSONOutput, _ write: (E, Int, inout JSONOutput) -> Void) {
        out.byte(UInt8(ascii: "["))
        for i in items.indices {
            out.element(depth + 1, first: i == 0)
            write(items[i], depth + 1, &out)
        }
        out.close(UInt8(ascii: "]"), depth, empty: items.isEmpty)
    }

    /// Values keyed by platform, in the order of the platforms' names.
    static func writeByPlatform<V>(_ values: [Platform: V], _ depth: Int, into out: inout JSONOutput, _ write: (V, Int, inout JSONOutput) -> Void) {
        out.byte(UInt8(ascii: "{"))
        // Positions, not entries, are put in order: copying a value out costs its references.
        withUnsafeTemporaryAllocation(of: Dictionary<Platform, V>.Index?.self, capacity: 5) { slots in
            slots.initialize(repeating: nil)
            for i in values.indices { slots[values.keys[i].nameOrder] = i }
            var first = true
            for case let i? in slots {
                out.element(depth + 1, first: first)
                out.literal(values.keys[i].jsonKey)
                write(values.values[i], depth + 1, &out)
                first = false
            }
        }
        out.close(UInt8(ascii: "}"), depth, empty: values.isEmpty)
    }

    /// Values keyed by strings, in the order of the keys' UTF-8 bytes.
    static func writeSorted<V>(_ values: [String: V], _ depth: Int, into out: inout JSONOutput, _ write: (V, Int, inout JSONOutput) -> Void) {
        out.byte(UInt8(ascii: "{"))
        for (i, (k, v)) in values.sorted(by: { utf8Precedes($0.key, $1.key) }).enumerated() {
            out.element(depth + 1, first: i == 0)
            out.string(k)
            out.literal(" : ")
            write(v, depth + 1, &out)
        }
        out.close(UInt8(ascii: "}"), depth, empty: values.isEmpty)
    }

    /// Components are independent: with `parallel`, each is written on its own thread, then
    /// they are laid out in order (the same bytes).
    static func writeComponents(_ components: [ComponentResult], _ depth: Int, parallel: Bool, into out: inout JSONOutput) {
        guard parallel, components.count > 1 else { return writeArray(components, depth, into: &out, writeComponent) }
        /// A component's bytes, written on a worker thread and handed to this one.
        struct Part: @unchecked Sendable { let bytes: UnsafeMutableBufferPointer<UInt8> }
        let parts = Mutex<[Part?]>(Array(repeating: nil, count: components.count))
        DispatchQueue.concurrentPerform(iterations: components.count) { i in
            var own = JSONOutput(capacity: 1 << 16)
            writeComponent(components[i], depth + 1, into: &own)
            let part = Part(bytes: own.take())
            parts.withLock { $0[i] = part }
        }
        let written = parts.withLock { $0 }.map { $0!.bytes }
        out.reserve(written.reduce(0) { $0 + $1.count + 2 * depth + 8 } + 8)
        out.byte(UInt8(ascii: "["))
        for (i, part) in written.enumerated() {
            out.element(depth + 1, first: i == 0)
            out.bytes(UnsafeBufferPointer(part))
            free(part.baseAddress)
        }
        out.close(UInt8(ascii: "]"), depth, empty: false)
    }

    static func writeComponent(_ c: ComponentResult, _ depth: Int, into out: inout JSONOutput) {
        let d = depth + 1
        out.byte(UInt8(ascii: "{"))
        out.key("component", d, first: true); out.string(c.component)
        out.key("files", d); writeByPlatform(c.files, d, into: &out) { file, _, out in out.string(file) }
        out.key("findings", d); writeArray(c.findings, d, into: &out, writeFinding)
        out.key("rows", d); writeArray(c.rows, d, into: &out, writeRow)
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }

    static func writeRow(_ row: Row, _ depth: Int, into out: inout JSONOutput) {
        out.byte(UInt8(ascii: "{"))
        out.key("cells", depth + 1, first: true); writeByPlatform(row.cells, depth + 1, into: &out, writeCell)
        out.key("key", depth + 1); writeFactKey(row.key, depth + 1, into: &out)
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }

    static func writeCell(_ cell: Cell, _ depth: Int, into out: inout JSONOutput) {
        let d = depth + 1
        out.byte(UInt8(ascii: "{"))
        var first = true
        if let location = cell.location { out.key("location", d, first: first); writeLocation(location, d, into: &out); first = false }
        if let raw = cell.raw { out.key("raw", d, first: first); out.string(raw); first = false }
        out.key("status", d, first: first); out.literal(cell.status.json)
        if let unit = cell.unit { out.key("unit", d); out.string(unit) }
        if let value = cell.value { out.key("value", d); out.string(value) }
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }

    static func writeFactKey(_ key: FactKey, _ depth: Int, into out: inout JSONOutput) {
        let d = depth + 1
        out.byte(UInt8(ascii: "{"))
        out.key("part", d, first: true); out.string(key.part)
        out.key("property", d); out.string(key.property)
        out.key("size", d); out.string(key.size)
        out.key("state", d); out.string(key.state)
        out.key("variant", d); out.string(key.variant)
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }

    static func writeLocation(_ location: SourceLocation, _ depth: Int, into out: inout JSONOutput) {
        let d = depth + 1
        out.byte(UInt8(ascii: "{"))
        out.key("column", d, first: true); out.int(location.column)
        out.key("file", d); out.string(location.file)
        out.key("line", d); out.int(location.line)
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }

    /// `Finding.encode(to:)`: the key's fields at the top level, and `locations`.
    static func writeFinding(_ f: Finding, _ depth: Int, into out: inout JSONOutput) {
        let d = depth + 1
        out.byte(UInt8(ascii: "{"))
        out.key("baselined", d, first: true); out.bool(f.baselined)
        out.key("component", d); out.string(f.component)
        out.key("expected", d)
        if let expected = f.expected { out.string(expected) } else { out.null() }
        out.key("id", d); out.string(f.id)
        out.key("kind", d); out.string(f.kind.rawValue)
        out.key("locations", d)
        writeByPlatform(f.values.compactMapValues(\.location), d, into: &out, writeLocation)
        out.key("message", d); out.string(f.message)
        out.key("part", d); out.string(f.key.part)
        out.key("platforms", d); writeArray(f.platforms, d, into: &out) { p, _, out in out.string(p.rawValue) }
        out.key("property", d); out.string(f.key.property)
        out.key("severity", d); out.string(f.severity.rawValue)
        out.key("size", d); out.string(f.key.size)
        out.key("state", d); out.string(f.key.state)
        out.key("values", d); writeByPlatform(f.values, d, into: &out, writePlatformValue)
        out.key("variant", d); out.string(f.key.variant)
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }

    static func writePlatformValue(_ v: PlatformValue, _ depth: Int, into out: inout JSONOutput) {
        let d = depth + 1
        out.byte(UInt8(ascii: "{"))
        var first = true
        if let location = v.location { out.key("location", d, first: true); writeLocation(location, d, into: &out); first = false }
        out.key("normalized", d, first: first); out.string(v.normalized)
        out.key("raw", d); out.string(v.raw)
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }

    static func writeBaselineEntry(_ e: BaselineEntry, _ depth: Int, into out: inout JSONOutput) {
        let d = depth + 1
        out.byte(UInt8(ascii: "{"))
        out.key("component", d, first: true); out.string(e.component)
        out.key("id", d); out.string(e.id)
        out.key("kind", d); out.string(e.kind.rawValue)
        out.key("part", d); out.string(e.part)
        out.key("platforms", d); writeArray(e.platforms, d, into: &out) { p, _, out in out.string(p.rawValue) }
        out.key("property", d); out.string(e.property)
        out.key("reason", d); out.string(e.reason)
        out.key("size", d); out.string(e.size)
        out.key("state", d); out.string(e.state)
        out.key("values", d); writeSorted(e.values, d, into: &out) { v, _, out in out.string(v) }
        out.key("variant", d); out.string(e.variant)
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }

    static func writeSummary(_ s: Summary, _ depth: Int, into out: inout JSONOutput) {
        let d = depth + 1
        out.byte(UInt8(ascii: "{"))
        out.key("baselined", d, first: true); out.int(s.baselined)
        out.key("byKind", d); writeSorted(s.byKind, d, into: &out) { n, _, out in out.int(n) }
        out.key("bySeverity", d); writeSorted(s.bySeverity, d, into: &out) { n, _, out in out.int(n) }
        out.key("components", d); out.int(s.components)
        out.key("findings", d); out.int(s.findings)
        out.key("matches", d); out.int(s.matches)
        out.key("new", d); out.int(s.new)
        out.key("properties", d); out.int(s.properties)
        out.key("stale", d); out.int(s.stale)
        out.close(UInt8(ascii: "}"), depth, empty: false)
    }
}

// MARK: Everything else, through Encodable

/// What one value encoded to: bytes already, or the entries of an object or array.
private final class ByteEncoder: Encoder {
    enum Storage {
        case none
        case single([UInt8])
        case object(ObjectStore)
        case array(ArrayStore)
    }

    let depth: Int
    let options: CanonicalJSON.Options
    var storage: Storage = .none
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(depth: Int, options: CanonicalJSON.Options) {
        self.depth = depth
        self.options = options
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let store) = storage { return KeyedEncodingContainer(ObjectContainer<Key>(store: store)) }
        let store = ObjectStore(depth: depth + 1, options: options)
        storage = .object(store)
        return KeyedEncodingContainer(ObjectContainer<Key>(store: store))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let store) = storage { return ArrayContainer(store: store) }
        let store = ArrayStore(depth: depth + 1, options: options)
        storage = .array(store)
        return ArrayContainer(store: store)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }

    func render(into out: inout [UInt8]) {
        switch storage {
        case .none: ObjectStore(depth: depth + 1, options: options).render(depth: depth, into: &out)
        case .single(let bytes): out.append(contentsOf: bytes)
        case .object(let store): store.render(depth: depth, into: &out)
        case .array(let store): store.render(depth: depth, into: &out)
        }
    }
}

private final class ObjectStore {
    let depth: Int
    let options: CanonicalJSON.Options
    /// The values, one after another; `entries` says where each starts and ends.
    var buffer: [UInt8] = []
    var entries: [(key: String, range: Range<Int>)] = []
    init(depth: Int, options: CanonicalJSON.Options) {
        self.depth = depth
        self.options = options
    }

    func add(_ key: String, _ write: (inout [UInt8]) throws -> Void) rethrows {
        let start = buffer.count
        try write(&buffer)
        entries.append((key, start..<buffer.count))
    }

    func render(depth parentDepth: Int, into out: inout [UInt8]) {
        // Sized exactly only when starting a buffer: reserving on every append would defeat its growth.
        if out.isEmpty { out.reserveCapacity(buffer.count + entries.reduce(8 + parentDepth * 2) { $0 + $1.key.utf8.count + 8 + depth * 2 }) }
        out.append(contentsOf: [UInt8(ascii: "{"), 0x0A])
        entries.sort { utf8Precedes($0.key, $1.key) }
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
    let options: CanonicalJSON.Options
    /// The items already laid out (in order, so no need to keep them apart).
    var buffer: [UInt8] = []
    var count = 0
    init(depth: Int, options: CanonicalJSON.Options) {
        self.depth = depth
        self.options = options
    }

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
        let depth = store.depth, options = store.options
        try store.add(key.stringValue) { try CanonicalJSON.write(value, depth: depth, options: options, into: &$0) }
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
        let depth = store.depth, options = store.options
        try store.add { try CanonicalJSON.write(value, depth: depth, options: options, into: &$0) }
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
        try CanonicalJSON.write(value, depth: encoder.depth, options: encoder.options, into: &out)
        encoder.storage = .single(out)
    }
}
