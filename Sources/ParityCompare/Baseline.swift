import Foundation
import ParityModel

/// `Baselines/<component>.json`: accepted findings.
public struct BaselineFile: Codable, Hashable, Sendable {
    public var component: String
    public var entries: [BaselineEntry]

    public init(component: String, entries: [BaselineEntry]) {
        self.component = component
        self.entries = entries.sorted { $0.id < $1.id }
    }

    /// Reads a baseline; a missing file is an empty baseline, a malformed one an error naming
    /// the file and the line and column. A FIFO or device is refused unopened (a read would block).
    public static func read(_ url: URL, displayPath: String) throws -> BaselineFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        var st = stat()
        if stat(url.path, &st) == 0, (st.st_mode & S_IFMT) != S_IFREG {
            throw BaselineError("\(displayPath): not a regular file (a folder, FIFO, socket or device); a baseline must be a regular file")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw BaselineError("\(displayPath): cannot read the baseline; check its permissions")
        }
        return try decode(data, displayPath: displayPath)
    }

    static let fileKeys = ["component", "entries"]
    static let entryKeys = ["component", "id", "kind", "part", "platforms", "property", "reason", "size", "state", "values", "variant"]

    /// Decodes baseline bytes as strictly as `parity.json` is read: a syntax error, a duplicate
    /// key, an unknown key (which `baseline update` would drop), a value of the wrong type and a
    /// duplicate id are errors naming the file, the line and column, and the entry.
    public static func decode(_ data: Data, displayPath: String) throws -> BaselineFile {
        let fix = "fix the file or run `parity baseline update --force`"
        if data.isEmpty { throw BaselineError("\(displayPath): not valid JSON (the file is empty); fix or delete the file, or run `parity baseline update --force`") }
        let positions: JSONPositions
        do { positions = try JSONPositions([UInt8](data)) } catch let e as JSONPositions.SyntaxError {
            throw BaselineError(e.isDuplicateKey ? "\(displayPath):\(e.position): \(e.message); \(fix)"
                : "\(displayPath):\(e.position): not valid JSON: \(e.message); fix or delete the file, or run `parity baseline update --force`")
        }
        func fail(_ path: String, _ problem: String) -> BaselineError {
            BaselineError("\(displayPath)\(positions.position(of: path).map { ":\($0)" } ?? ""): \(path.isEmpty ? "" : path + ": ")\(problem); \(fix)")
        }
        if let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            for key in top.keys.sorted() where !fileKeys.contains(key) {
                throw fail(key, "unknown key; known keys: \(fileKeys.joined(separator: ", "))")
            }
            for (i, entry) in ((top["entries"] as? [Any]) ?? []).enumerated() {
                guard let obj = entry as? [String: Any] else { continue }
                for key in obj.keys.sorted() where !entryKeys.contains(key) {
                    throw fail("entries[\(i)].\(key)", "unknown key; known keys: \(entryKeys.joined(separator: ", "))")
                }
                for platform in ((obj["values"] as? [String: Any]) ?? [:]).keys.sorted() where Platform(rawValue: platform) == nil {
                    throw fail("entries[\(i)].values.\(platform)", "unknown platform; platforms: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
                }
            }
        }
        let file: BaselineFile
        do {
            file = try JSONDecoder().decode(BaselineFile.self, from: data)
        } catch let DecodingError.dataCorrupted(ctx) {
            throw fail(codingPath(ctx.codingPath), ctx.debugDescription)
        } catch let DecodingError.typeMismatch(_, ctx), let DecodingError.valueNotFound(_, ctx) {
            throw fail(codingPath(ctx.codingPath), ctx.debugDescription)
        } catch let DecodingError.keyNotFound(key, ctx) {
            throw fail(codingPath(ctx.codingPath + [key]), "required key is missing")
        } catch {
            throw BaselineError("\(displayPath): cannot read the baseline: \(error)")
        }
        var first: [String: Int] = [:]
        for (i, entry) in file.entries.enumerated() {
            if let j = first[entry.id] {
                throw fail("entries[\(i)].id", "duplicate id \(entry.id) (also entries[\(j)]\(positions.position(of: "entries[\(j)]").map { " at line \($0.line)" } ?? "")); keep one entry per finding")
            }
            first[entry.id] = i
        }
        return file
    }

    /// Encoded with sorted keys and sorted entries: a second write changes no byte.
    public func encoded() throws -> Data {
        let encoder = canonicalJSONEncoder()
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

public struct BaselineError: Error, CustomStringConvertible {
    public let description: String
    public init(_ d: String) { description = d }
}

func codingPath(_ path: [CodingKey]) -> String {
    path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
}

/// "line 3, column 7" from a JSONSerialization error, or "the file is empty".
public func jsonPosition(_ error: Error?, data: Data) -> String {
    if data.isEmpty { return "the file is empty" }
    if let ns = error as NSError?, let index = ns.userInfo["NSJSONSerializationErrorIndex"] as? Int {
        let prefix = data.prefix(index)
        let line = prefix.filter { $0 == 0x0A }.count + 1
        let column = index - (prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return "line \(line), column \(column)"
    }
    if let ns = error as NSError?, let desc = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return desc }
    return "malformed"
}

/// Marks findings accepted by a baseline and returns the stale entries.
public func applyBaseline(_ result: inout ComponentResult, _ baseline: BaselineFile?) -> [BaselineEntry] {
    guard let baseline else { return [] }
    let byID = Dictionary(baseline.entries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var seen: Set<String> = []
    for i in result.findings.indices {
        let f = result.findings[i]
        guard let entry = byID[f.id] else { continue }
        seen.insert(f.id)
        if entry.values == BaselineEntry(finding: f).values { result.findings[i].baselined = true }
    }
    return baseline.entries.filter { !seen.contains($0.id) }
}

/// The baseline for today's findings, keeping the reasons of entries that still apply.
public func updatedBaseline(component: String, findings: [Finding], old: BaselineFile?) -> (BaselineFile, added: [String], kept: [String], removed: [String]) {
    let oldByID = Dictionary((old?.entries ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var entries: [BaselineEntry] = [], added: [String] = [], kept: [String] = []
    for f in findings {
        var e = BaselineEntry(finding: f)
        if let prev = oldByID[f.id] {
            e.reason = prev.reason
            if prev.values == e.values { kept.append(f.id) } else { added.append(f.id) }
        } else {
            added.append(f.id)
        }
        entries.append(e)
    }
    let now = Set(findings.map(\.id))
    let removed = (old?.entries ?? []).map(\.id).filter { !now.contains($0) }
    return (BaselineFile(component: component, entries: entries), added.sorted(), kept.sorted(), removed.sorted())
}
