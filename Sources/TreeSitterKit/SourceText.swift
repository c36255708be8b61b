#if canImport(Glibc)
import Glibc
#endif
/// UTF-8 source bytes with a line index, for turning byte offsets into 1-based positions.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Byte offset of the start of each line.
    public let lineStarts: [Int]
    /// For text with non-ASCII bytes: the number of characters before each byte offset, so a
    /// column costs O(1) even on a very long line (nil for ASCII, where characters are bytes).
    private let charsBefore: [UInt32]?

    /// Wraps bytes, dropping a UTF-8 byte-order mark.
    public init(bytes: [UInt8]) {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        self.bytes = body
        var starts = [0]
        // Each newline found a word at a time (a byte loop was 0.5 % of a run).
        var at = SourceText.index(of: 0x0A, in: body, from: 0)
        while at < body.count {
            starts.append(at + 1)
            at = SourceText.index(of: 0x0A, in: body, from: at + 1)
        }
        lineStarts = starts
        if !SourceText.isASCII(body) {
            var counts = [UInt32](repeating: 0, count: body.count + 1)
            var n: UInt32 = 0
            for (i, b) in body.enumerated() {
                counts[i] = n
                if b & 0xC0 != 0x80 { n += 1 }
            }
            counts[body.count] = n
            charsBefore = counts
        } else {
            charsBefore = nil
        }
    }

    public init(_ string: String) { self.init(bytes: Array(string.utf8)) }

    /// The index of the first `byte` in `bytes` at or after `from`, else `bytes.count`; found with
    /// `memchr` (a word at a time), for the scans over whole source files.
    public static func index(of byte: UInt8, in bytes: [UInt8], from: Int) -> Int {
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress, from >= 0, from < buf.count, let hit = memchr(base + from, Int32(byte), buf.count - from) else { return buf.count }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Whether no byte is 0x80 or above, eight bytes at a time.
    public static func isASCII(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { isASCII($0) } }
    public static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.withUnsafeBufferPointer { isASCII($0) } }

    public static func isASCII(_ buf: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buf.baseAddress else { return true }
        let words = buf.count / 8
        var high: UInt64 = 0
        let raw = UnsafeRawPointer(base)
        for w in 0..<words { high |= raw.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self) }
        for i in words * 8..<buf.count { high |= UInt64(buf[i]) }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The text of a byte range (invalid UTF-8 is repaired).
    public func text(_ range: Range<Int>) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count)), hi = max(lo, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    /// 1-based line and column (in characters) of a byte offset.
    public func position(ofByte offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        // Characters are the bytes that are not UTF-8 continuation bytes.
        let column = charsBefore.map { Int($0[offset] - $0[start]) + 1 } ?? offset - start + 1
        return Position(line: lo + 1, column: column, byteColumn: offset - start + 1)
    }
}

/// A 1-based position: `column` counts characters, `byteColumn` UTF-8 bytes.
public struct Position: Sendable, Hashable, Codable {
    public let line: Int
    public let column: Int
    public let byteColumn: Int

    public init(line: Int, column: Int, byteColumn: Int) {
        self.line = line
        self.column = column
        self.byteColumn = byteColumn
    }
}
