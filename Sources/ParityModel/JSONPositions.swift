/// Where everything in a JSON text is: a small scanner run before `JSONSerialization`, so a
/// configuration or baseline error can name the line and column. It checks the syntax of
/// RFC 8259 (a syntax error is reported at its line and column, not as a byte offset), refuses
/// duplicate keys (which `JSONSerialization` silently merges), and records the position of every
/// value and key by its path: `""` is the top, then `jobs`, `platforms.kotlin.rem`, `ignores[0]`.
public struct JSONPositions: Sendable {
    /// A 1-based line and column (in characters).
    public struct Position: Sendable, Hashable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public var description: String { "\(line):\(column)" }
    }

    /// A syntax error or a duplicate key, at its position.
    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        public let position: Position
        public let message: String
        /// A duplicate key (valid JSON by the grammar, refused here), not a syntax error.
        public let isDuplicateKey: Bool
        public var description: String { "\(position): \(message)" }
    }

    /// Nesting deeper than this is an error (a recursive reader must not be driven off its stack).
    public static let maxDepth = 512

    private var valueOffsets: [String: Int] = [:]
    private var keyOffsets: [String: Int] = [:]
    private let lineStarts: [Int]
    private let bytes: [UInt8]

    /// Scans `bytes` (a UTF-8 byte-order mark is skipped).
    /// - Throws: `SyntaxError` at the first syntax error or duplicate key.
    public init(_ input: [UInt8]) throws {
        bytes = input
        var starts = [0]
        for (i, b) in input.enumerated() where b == 0x0A { starts.append(i + 1) }
        lineStarts = starts
        var scanner = Scanner(bytes: input)
        if input.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.i = 3 }
        do {
            scanner.skipSpace()
            try scanner.value(path: "", depth: 0)
            scanner.skipSpace()
            if scanner.i < input.count { throw Scanner.Failure(offset: scanner.i, message: "unexpected \(scanner.describeHere()) after the JSON value") }
        } catch let f as Scanner.Failure {
            var message = f.message
            if let first = f.firstOffset {
                let p = JSONPositions.position(first, input, starts)
                message += " (the first is at line \(p.line), column \(p.column))"
            }
            throw SyntaxError(position: JSONPositions.position(f.offset, input, starts), message: message, isDuplicateKey: f.firstOffset != nil)
        }
        valueOffsets = scanner.values
        keyOffsets = scanner.keys
    }

    /// The position of the value at `path`, else of the nearest enclosing value that exists.
    public func position(of path: String) -> Position? {
        var p = Substring(path)
        while true {
            if let o = keyOffsets[String(p)] ?? valueOffsets[String(p)] { return JSONPositions.position(o, bytes, lineStarts) }
            guard let cut = p.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            p = p[..<cut]
        }
        return valueOffsets[""].map { JSONPositions.position($0, bytes, lineStarts) }
    }

    /// The position of the value (not the key) at `path`, if there is one.
    public func valuePosition(of path: String) -> Position? {
        valueOffsets[path].map { JSONPositions.position($0, bytes, lineStarts) }
    }

    private static func position(_ offset: Int, _ bytes: [UInt8], _ lineStarts: [Int]) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let column = bytes[lineStarts[lo]..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return Position(line: lo + 1, column: column)
    }

    /// A recursive-descent scanner; recursion is bounded by `maxDepth`.
    private struct Scanner {
        struct Failure: Error {
            let offset: Int
            let message: String
            /// For a duplicate key: where the key first appears.
            var firstOffset: Int? = nil
        }

        let bytes: [UInt8]
        var i = 0
        var values: [String: Int] = [:]
        var keys: [String: Int] = [:]

        init(bytes: [UInt8]) { self.bytes = bytes }

        var here: UInt8? { i < bytes.count ? bytes[i] : nil }

        func describeHere() -> String {
            guard let b = here else { return "the end of the file" }
            if b >= 0x21 && b < 0x7F { return "`\(Character(Unicode.Scalar(b)))`" }
            return b < 0x80 ? "character 0x\(String(b, radix: 16, uppercase: true))" : "a non-ASCII character"
        }

        mutating func skipSpace() {
            while let b = here, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1 }
        }

        func fail(_ message: String) -> Failure { Failure(offset: i, message: message) }

        mutating func value(path: String, depth: Int) throws {
            values[path] = i
            guard let b = here else { throw fail("expected a value, got the end of the file") }
            switch b {
            case UInt8(ascii: "{"):
                guard depth < JSONPositions.maxDepth else { throw fail("nested more than \(JSONPositions.maxDepth) levels deep") }
                i += 1
                skipSpace()
                if here == UInt8(ascii: "}") { i += 1; return }
                var seen: [String: Int] = [:]
                while true {
                    skipSpace()
                    guard here == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes, got \(describeHere())") }
                    let keyStart = i
                    let key = try string()
                    if let first = seen[key] {
                        let member = path.isEmpty ? key : path + "." + key
                        throw Failure(offset: keyStart, message: "\(member): duplicate key; each key may appear once", firstOffset: first)
                    }
                    seen[key] = keyStart
                    let member = path.isEmpty ? key : path + "." + key
                    keys[member] = keyStart
                    skipSpace()
                    guard here == UInt8(ascii: ":") else { throw fail("expected `:` after the key, got \(describeHere())") }
                    i += 1
                    skipSpace()
                    try value(path: member, depth: depth + 1)
                    skipSpace()
                    if here == UInt8(ascii: ",") { i += 1; continue }
                    if here == UInt8(ascii: "}") { i += 1; return }
                    throw fail("expected `,` or `}` after a member, got \(describeHere())")
                }
            case UInt8(ascii: "["):
                guard depth < JSONPositions.maxDepth else { throw fail("nested more than \(JSONPositions.maxDepth) levels deep") }
                i += 1
                skipSpace()
                if here == UInt8(ascii: "]") { i += 1; return }
                var index = 0
                while true {
                    skipSpace()
                    try value(path: "\(path)[\(index)]", depth: depth + 1)
                    index += 1
                    skipSpace()
                    if here == UInt8(ascii: ",") { i += 1; continue }
                    if here == UInt8(ascii: "]") { i += 1; return }
                    throw fail("expected `,` or `]` after an element, got \(describeHere())")
                }
            case UInt8(ascii: "\""):
                _ = try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default:
                throw fail("expected a value, got \(describeHere())")
            }
        }

        mutating func literal(_ word: String) throws {
            for c in word.utf8 {
                guard here == c else { throw fail("expected `\(word)`") }
                i += 1
            }
        }

        mutating func number() throws {
            let isDigit = { (b: UInt8?) in b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
            if here == UInt8(ascii: "-") { i += 1 }
            guard isDigit(here) else { throw fail("expected a digit in the number") }
            if here == UInt8(ascii: "0") { i += 1 } else { while isDigit(here) { i += 1 } }
            if here == UInt8(ascii: ".") {
                i += 1
                guard isDigit(here) else { throw fail("expected a digit after `.` in the number") }
                while isDigit(here) { i += 1 }
            }
            if here == UInt8(ascii: "e") || here == UInt8(ascii: "E") {
                i += 1
                if here == UInt8(ascii: "+") || here == UInt8(ascii: "-") { i += 1 }
                guard isDigit(here) else { throw fail("expected a digit in the exponent of the number") }
                while isDigit(here) { i += 1 }
            }
        }

        /// A string at `i` (the opening quote), decoded.
        mutating func string() throws -> String {
            i += 1
            var out: [UInt8] = []
            while true {
                guard let b = here else { throw fail("the string is not closed (a `\"` is missing)") }
                switch b {
                case UInt8(ascii: "\""):
                    i += 1
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    i += 1
                    guard let e = here else { throw fail("the string is not closed (a `\"` is missing)") }
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var v = try hex4()
                        // A surrogate pair spells one scalar; a lone surrogate is kept as U+FFFD.
                        if (0xD800...0xDBFF).contains(v), i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\"), bytes[i + 2] == UInt8(ascii: "u") {
                            let save = i
                            i += 2
                            let low = try hex4()
                            if (0xDC00...0xDFFF).contains(low) { v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00) } else { i = save }
                        }
                        out += Array(String(Unicode.Scalar(v).map(Character.init) ?? "\u{FFFD}").utf8)
                    default:
                        throw fail("unknown escape `\\\(Character(Unicode.Scalar(e)))` in the string")
                    }
                    i += 1
                case 0..<0x20:
                    throw fail("a control character (0x\(String(b, radix: 16, uppercase: true))) in a string must be escaped")
                default:
                    out.append(b)
                    i += 1
                }
            }
        }

        /// The four hex digits after `\u` (at `i`); `i` ends on the last one.
        mutating func hex4() throws -> UInt32 {
            var v: UInt32 = 0
            for _ in 0..<4 {
                i += 1
                guard let h = here, let d = hexValue(h) else { throw fail("expected four hex digits after `\\u`") }
                v = v * 16 + d
            }
            return v
        }

        func hexValue(_ h: UInt8) -> UInt32? {
            switch h {
            case 0x30...0x39: return UInt32(h - 0x30)
            case 0x41...0x46: return UInt32(h - 0x41 + 10)
            case 0x61...0x66: return UInt32(h - 0x61 + 10)
            default: return nil
            }
        }
    }
}
