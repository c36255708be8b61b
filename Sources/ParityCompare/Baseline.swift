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
    /// the file and the JSON error position.
    public static func read(_ url: URL, displayPath: String) throws -> BaselineFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw BaselineError("\(displayPath): cannot read the baseline; check its permissions")
        }
        return try decode(data, displayPath: displayPath)
    }

    /// Decodes baseline bytes; a malformed baseline is an error naming the file and the position.
    public static func decode(_ data: Data, displayPath: String) throws -> BaselineFile {
        do {
            return try JSONDecoder().decode(BaselineFile.self, from: data)
        } catch let DecodingError.dataCorrupted(ctx) {
            throw BaselineError("\(displayPath): not valid JSON (\(jsonPosition(ctx.underlyingError, data: data))); fix or delete the file, or run `parity baseline update --force`")
        } catch let DecodingError.typeMismatch(_, ctx), let DecodingError.valueNotFound(_, ctx) {
            throw BaselineError("\(displayPath): \(codingPath(ctx.codingPath)): \(ctx.debugDescription); fix the file or run `parity baseline update --force`")
        } catch let DecodingError.keyNotFound(key, ctx) {
            throw BaselineError("\(displayPath): \(codingPath(ctx.codingPath + [key])): required key is missing; fix the file or run `parity baseline update --force`")
        } catch {
            throw BaselineError("\(displayPath): cannot read the baseline: \(error)")
        }
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
