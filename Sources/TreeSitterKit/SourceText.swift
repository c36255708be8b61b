/// UTF-8 source bytes with a line index, for turning byte offsets into 1-based positions.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Byte offset of the start of each line.
    private let lineStarts: [Int]

    /// Wraps bytes, dropping a UTF-8 byte-order mark.
    public init(bytes: [UInt8]) {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        self.bytes = body
        var starts = [0]
        for (i, b) in body.enumerated() where b == 0x0A { starts.append(i + 1) }
        lineStarts = starts
    }

    public init(_ string: String) { self.init(bytes: Array(string.utf8)) }

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
        // Count characters by counting bytes that are not UTF-8 continuation bytes.
        var column = 1
        for b in bytes[start..<offset] where b & 0xC0 != 0x80 { column += 1 }
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
