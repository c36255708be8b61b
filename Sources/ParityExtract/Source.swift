import Foundation
import Synchronization
import ParityModel
import TreeSitterKit

/// A source file read from disk and parsed, ready for extraction.
struct ParsedFile {
    let path: String
    let tree: Tree
    var root: Node { tree.root }

    func location(_ node: Node) -> SourceLocation {
        let p = node.position
        return SourceLocation(file: path, line: p.line, column: p.column)
    }
}

/// Node helpers shared by the extractors.
extension Node {
    /// The nearest ancestor-or-self of one of `types`.
    func ancestor(_ types: Set<String>) -> Node? {
        var n: Node? = self
        while let c = n {
            if types.contains(c.type) { return c }
            n = c.parent
        }
        return nil
    }


}

private let regexCache = Mutex<[String: NSRegularExpression]>([:])

/// A compiled regular expression, compiled once per process per pattern (the extractors
/// match the same few patterns on every value). Matching is thread-safe.
func regex(_ pattern: String) -> NSRegularExpression? {
    if let re = regexCache.withLock({ $0[pattern] }) { return re }
    guard let re = try? NSRegularExpression(pattern: pattern) else { return nil }
    regexCache.withLock { $0[pattern] = re }
    return re
}

/// Matches `pattern` against `text`, returning the capture groups (nil when no match).
func groups(_ pattern: String, _ text: String) -> [String?]? {
    guard let re = regex(pattern) else { return nil }
    guard let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
    return (1..<m.numberOfRanges).map { i in
        Range(m.range(at: i), in: text).map { String(text[$0]) }
    }
}

/// Reads a source file for parsing, or says in one sentence (naming the file) why it was skipped:
/// missing, a symlink loop or a dangling link, a symlink that leads outside the root, a folder or
/// other non-file, over `maxSize` bytes, unreadable, empty, binary or not UTF-8. Checks the file's
/// kind and size before opening it, so a FIFO never blocks and a huge file is never loaded.
/// - Parameters:
///   - path: the file; when it is a root joined with the root-relative `rel`, the file must
///     resolve inside that root (`Confinement`), unless `confined` is false.
///   - limit: what sets `maxSize`, for the message.
public func readSource(_ path: String, rel: String, maxSize: Int, confined: Bool = true, limit: String = "maxFileSize in parity.json") -> Result<[UInt8], SourceProblem> {
    if confined, let problem = Confinement.problem(path: path, rel: rel) { return .failure(problem) }
    var st = stat()
    if stat(path, &st) != 0 {
        let err = errno
        var lst = stat()
        if err == ELOOP { return .failure(.init(rel, "the path is a symlink loop")) }
        if err == ENOENT, lstat(path, &lst) == 0 { return .failure(.init(rel, "the symlink points to a file that does not exist")) }
        if err == EACCES { return .failure(.init(rel, "cannot read the file; check its permissions")) }
        return .failure(.init(rel, "cannot read the file (\(String(cString: strerror(err))))"))
    }
    switch st.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.init(rel, "it is a folder where a file is expected"))
    default: return .failure(.init(rel, "it is not a regular file (a FIFO, socket or device)"))
    }
    if Int(st.st_size) > maxSize {
        return .failure(.init(rel, "\(st.st_size) bytes is over the \(maxSize)-byte limit (\(limit))"))
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
        let err = errno
        return .failure(.init(rel, err == EACCES ? "cannot read the file; check its permissions" : "cannot read the file (\(String(cString: strerror(err))))"))
    }
    defer { close(fd) }
    // Read straight into a buffer of the size `stat` gave (plus one byte, to see a file that
    // grew), at most maxSize + 1 bytes in all: a file that grew after `stat` is still bounded.
    var bytes = [UInt8](repeating: 0, count: min(Int(st.st_size), maxSize) + 1)
    var count = 0
    while count <= maxSize {
        if count == bytes.count { bytes += [UInt8](repeating: 0, count: min(bytes.count, maxSize + 1 - count)) }
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
        if n < 0 {
            if errno == EINTR { continue }
            return .failure(.init(rel, "cannot read the file (\(String(cString: strerror(errno))))"))
        }
        if n == 0 { break }
        count += n
    }
    bytes.removeSubrange(count...)
    if bytes.count > maxSize {
        return .failure(.init(rel, "over the \(maxSize)-byte limit (\(limit))"))
    }
    return checkSource(bytes, rel: rel)
}

/// The checks on the bytes of a source: empty, binary (a NUL byte) or not UTF-8 are skipped.
public func checkSource(_ bytes: [UInt8], rel: String) -> Result<[UInt8], SourceProblem> {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    // Word-at-a-time scans (a byte loop asking all three was 0.5 % of a run); UTF-8 is
    // validated only when a byte is not ASCII.
    let blank = body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    if blank { return .failure(.init(rel, "the file is empty")) }
    let nul = body.withUnsafeBufferPointer { buf in buf.baseAddress.map { memchr($0, 0, buf.count) != nil } ?? false }
    if nul { return .failure(.init(rel, "the file is binary (it contains NUL bytes)")) }
    if !SourceText.isASCII(body), String(validating: body, as: UTF8.self) == nil { return .failure(.init(rel, "the file is not UTF-8 text")) }
    return .success(bytes)
}

/// Why a source was not read: the file and the reason ("the file is not UTF-8 text").
public struct SourceProblem: Error, Sendable {
    public let file: String
    public let reason: String
    public init(_ file: String, _ reason: String) { self.file = file; self.reason = reason }
    /// The warning a run shows: "<file>: skipped: <reason>".
    public var message: String { "\(file): skipped: \(reason)" }
}
