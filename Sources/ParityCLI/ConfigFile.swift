import Foundation
import ParityCompare
import ParityExtract
import ParityModel

/// Reads `parity.json`: every key validated, unknown keys rejected with the nearest known one.
enum ConfigFile {
    static let topKeys = ["root", "baselines", "referencePlatform", "maxFileSize", "platforms", "jobs"]
    static let platformKeys = ["componentDir", "rem", "tokens", "metroConfig"]

    /// Finds `parity.json` in `dir` or a parent.
    static func find(from dir: URL) -> URL? {
        var d = dir.standardizedFileURL
        while true {
            let candidate = d.appendingPathComponent("parity.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = d.deletingLastPathComponent()
            if parent.path == d.path { return nil }
            d = parent
        }
    }

    static func suggest(_ key: String, _ known: [String]) -> String {
        let near = known.min { editDistance($0, key) < editDistance($1, key) }
        return near.map { editDistance($0, key) <= 4 ? " (did you mean `\($0)`?)" : "" } ?? ""
    }

    static func describe(_ v: Any) -> String {
        if let s = v as? String { return "\"\(s)\"" }
        if v is NSNull { return "null" }
        if let n = v as? NSNumber { return isBool(n) ? (n.boolValue ? "true" : "false") : n.stringValue }
        if v is [Any] { return "an array" }
        return "an object"
    }

    static func isBool(_ n: NSNumber) -> Bool {
        let t = String(cString: n.objCType)
        return t == "c" || t == "B"
    }

    static func number(_ v: Any) -> Double? {
        guard let n = v as? NSNumber, !isBool(n) else { return nil }
        return n.doubleValue
    }

    /// A relative path that stays inside `base` (no `..` escape, not absolute, no symlink out).
    static func insidePath(_ raw: String, base: URL, key: String, file: String) throws -> String {
        if raw.hasPrefix("/") { throw InputError("\(file): \(key): \"\(raw)\" is absolute; use a path relative to the root") }
        let resolved = base.appendingPathComponent(raw).standardizedFileURL.resolvingSymlinksInPath().path
        let basePath = base.standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved == basePath || resolved.hasPrefix(basePath + "/") else {
            throw InputError("\(file): \(key): \"\(raw)\" leaves the root \(basePath); keep paths inside it")
        }
        return raw
    }

    /// Applies a `parity.json` to a configuration.
    static func load(_ url: URL, into config: inout Configuration, rootOverride: String?) throws {
        let file = url.lastPathComponent == "parity.json" ? url.path.replacingOccurrences(of: FileManager.default.currentDirectoryPath + "/", with: "") : url.path
        guard let data = FileManager.default.contents(atPath: url.path) else { throw InputError("\(file): cannot read the configuration file") }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw InputError("\(file): not valid JSON (\(jsonPosition(error, data: data))); fix the syntax")
        }
        guard let top = json as? [String: Any] else { throw InputError("\(file): expected a JSON object at the top level") }
        let dir = url.deletingLastPathComponent()
        for key in top.keys.sorted() where !topKeys.contains(key) {
            throw InputError("\(file): \(key): unknown key\(suggest(key, topKeys)); known keys: \(topKeys.joined(separator: ", "))")
        }
        if let r = top["root"] {
            guard let s = r as? String else { throw InputError("\(file): root: expected a string, got \(describe(r))") }
            if rootOverride == nil { config.root = dir.appendingPathComponent(try insidePath(s, base: dir, key: "root", file: file)) }
        }
        if let b = top["baselines"] {
            guard let s = b as? String else { throw InputError("\(file): baselines: expected a string, got \(describe(b))") }
            config.baselineDir = dir.appendingPathComponent(try insidePath(s, base: dir, key: "baselines", file: file)).path
        } else {
            config.baselineDir = dir.appendingPathComponent("Baselines").path
        }
        if let r = top["referencePlatform"] {
            guard let s = r as? String, let p = Platform(rawValue: s) else {
                throw InputError("\(file): referencePlatform: expected one of \(Platform.allCases.map(\.rawValue).joined(separator: ", ")), got \(describe(r))")
            }
            config.referencePlatform = p
        }
        if let m = top["maxFileSize"] {
            guard let n = number(m), n > 0, n == n.rounded() else { throw InputError("\(file): maxFileSize: expected a positive whole number of bytes, got \(describe(m))") }
            config.maxFileSize = Int(n)
        }
        if let j = top["jobs"] {
            guard let n = number(j), n >= 1, n == n.rounded() else { throw InputError("\(file): jobs: expected a whole number ≥ 1, got \(describe(j))") }
            config.jobs = Int(n)
        }
        if let p = top["platforms"] {
            guard let platforms = p as? [String: Any] else { throw InputError("\(file): platforms: expected an object, got \(describe(p))") }
            for (name, value) in platforms.sorted(by: { $0.key < $1.key }) {
                guard let platform = Platform(rawValue: name) else {
                    throw InputError("\(file): platforms.\(name): unknown platform\(suggest(name, Platform.allCases.map(\.rawValue)))")
                }
                guard let obj = value as? [String: Any] else { throw InputError("\(file): platforms.\(name): expected an object, got \(describe(value))") }
                var layout = config.platforms[platform]!
                for (k, v) in obj.sorted(by: { $0.key < $1.key }) {
                    let path = "platforms.\(name).\(k)"
                    switch k {
                    case "componentDir":
                        guard let s = v as? String else { throw InputError("\(file): \(path): expected a string, got \(describe(v))") }
                        layout.componentDir = try insidePath(s, base: config.root, key: path, file: file)
                    case "metroConfig":
                        guard let s = v as? String else { throw InputError("\(file): \(path): expected a string, got \(describe(v))") }
                        layout.metroConfig = try insidePath(s, base: config.root, key: path, file: file)
                    case "rem":
                        guard let n = number(v), n > 0 else { throw InputError("\(file): \(path): expected a number, got \(describe(v))") }
                        layout.rem = n
                        layout.metroConfig = nil
                    case "tokens":
                        guard let a = v as? [String] else { throw InputError("\(file): \(path): expected an array of paths, got \(describe(v))") }
                        layout.tokens = try a.map { try insidePath($0, base: config.root, key: path, file: file) }
                    default:
                        throw InputError("\(file): \(path): unknown key\(suggest(k, platformKeys)); known keys: \(platformKeys.joined(separator: ", "))")
                    }
                }
                config.platforms[platform] = layout
            }
        }
    }
}

/// Writes a file atomically: a temporary file in the same folder, then a rename.
func writeAtomically(_ data: Data, to url: URL) throws {
    let dir = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    guard FileManager.default.createFile(atPath: tmp.path, contents: data) else {
        throw InputError("\(url.path): cannot write (no permission or disk full)")
    }
    if rename(tmp.path, url.path) != 0 {
        try? FileManager.default.removeItem(at: tmp)
        throw InputError("\(url.path): cannot replace the file (errno \(errno))")
    }
}
