import Foundation
import ParityCompare
import ParityExtract
import ParityIR
import ParityModel

/// Everything `parity.json` sets: where the design system is and how to read it
/// (`Configuration`), and how to compare and judge it (tolerances, severities, ignores).
struct Settings {
    var config: Configuration
    var tolerance = Tolerance()
    var policy = Policy()
}

/// Reads `parity.json`: every key validated by a small typed reader, unknown keys rejected with
/// the nearest known one, errors naming the key path (`platforms.kotlin.rem: expected a number, got "14px"`).
enum ConfigFile {
    /// One top-level key and how it is read; applied in this order (`root` first: later paths resolve against it).
    struct Setting {
        let key: String
        let read: (Reader, Any, inout Settings) throws -> Void
    }

    // Computed, not stored: key paths and closures are not `Sendable` globals.
    static var settings: [Setting] { [
        Setting(key: "root") { r, v, s in
            guard !r.rootOverridden else { return }
            s.config.root = r.dir.appendingPathComponent(try r.path(v, "root", base: r.dir))
        },
        Setting(key: "baselines") { r, v, s in s.config.baselineDir = r.dir.appendingPathComponent(try r.path(v, "baselines", base: r.dir)).path },
        Setting(key: "referencePlatform") { r, v, s in s.config.referencePlatform = Platform(rawValue: try r.oneOf(v, "referencePlatform", Platform.allCases.map(\.rawValue))) },
        Setting(key: "maxFileSize") { r, v, s in s.config.maxFileSize = Int(try r.number(v, "maxFileSize", whole: true, min: 1, what: "a positive whole number of bytes")) },
        Setting(key: "jobs") { r, v, s in s.config.jobs = Int(try r.number(v, "jobs", whole: true, min: 1, what: "a whole number ≥ 1")) },
        Setting(key: "systemColors") { r, v, s in s.config.systemColors = try r.oneOf(v, "systemColors", SystemColors.swiftUI.keys.sorted()) },
        Setting(key: "shadowBlurFactor") { r, v, s in s.config.shadowBlurFactor = try r.number(v, "shadowBlurFactor", above: 0, what: "a number > 0") },
        Setting(key: "tolerances") { r, v, s in
            let obj = try r.object(v, "tolerances", known: tolerances.map(\.0))
            for (key, path) in tolerances where obj[key] != nil {
                s.tolerance[keyPath: path] = try r.number(obj[key]!, "tolerances.\(key)", min: 0, what: "a number ≥ 0")
            }
        },
        Setting(key: "severities") { r, v, s in
            let kinds = FindingKind.allCases.map(\.rawValue)
            for (key, value) in try r.object(v, "severities", known: kinds).sorted(by: { $0.key < $1.key }) {
                s.policy.severities[FindingKind(rawValue: key)!] = Severity(rawValue: try r.oneOf(value, "severities.\(key)", ["error", "warning", "note"]))
            }
        },
        Setting(key: "ignores") { r, v, s in
            let list = try r.strings(v, "ignores", what: "an array of `component/part.property` patterns or finding ids")
            for (i, pattern) in list.enumerated() where !Policy.isValidIgnore(pattern) {
                throw r.fail("ignores[\(i)]", "\"\(pattern)\" is neither a `component/part.property` pattern (`*` allowed) nor a finding id (`PAR-…`)")
            }
            s.policy.ignores = list
        },
        Setting(key: "conventions") { r, v, s in try readConventions(r, v, &s.config.conventions) },
        Setting(key: "parts") { r, v, s in
            // `{ "checkbox": { "RoundedRectangle": "box", "CheckMark": "indicator" } }`: a view (its callee
            // or the project function that makes it) -> the part it is, per component.
            for (component, value) in try r.object(v, "parts", known: nil).sorted(by: { $0.key < $1.key }) {
                for (view, part) in try r.object(value, "parts.\(component)", known: nil) {
                    guard let name = part as? String, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                        throw r.fail("parts.\(component).\(view)", "expected a part name (letters and digits, e.g. \"indicator\"), got \(part)")
                    }
                    s.config.parts[component, default: [:]][view] = name
                }
            }
        },
        Setting(key: "components") { r, v, s in
            // `{ "card-small": { "swift": "ODSCardSmall", "kotlin": "OdsSmallCard" } }`: one component
            // whose files are named differently per platform (a file's stem, or its kebab-case name).
            let names = Platform.allCases.map(\.rawValue)
            for (component, value) in try r.object(v, "components", known: nil).sorted(by: { $0.key < $1.key }) {
                guard !component.isEmpty, component.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                    throw r.fail("components.\(component)", "expected a component name in kebab-case (letters, digits and `-`, e.g. \"card-small\")")
                }
                for (platform, file) in try r.object(value, "components.\(component)", known: names, unknown: "unknown platform") {
                    guard let stem = file as? String, !stem.isEmpty else {
                        throw r.fail("components.\(component).\(platform)", "expected the component file's name without its extension (e.g. \"ODSCardSmall\"), got \(file)")
                    }
                    s.config.componentNames[component, default: [:]][Platform(rawValue: platform)!] = stem
                }
            }
        },
        Setting(key: "platforms") { r, v, s in
            let names = Platform.allCases.map(\.rawValue)
            for (name, value) in try r.object(v, "platforms", known: names, unknown: "unknown platform").sorted(by: { $0.key < $1.key }) {
                let platform = Platform(rawValue: name)!
                let path = "platforms.\(name)"
                let obj = try r.object(value, path, known: platformKeys)
                var layout = s.config.platforms[platform]!
                let root = s.config.root
                if let v = obj["componentDir"] { layout.componentDir = try r.path(v, path + ".componentDir", base: root) }
                if let v = obj["metroConfig"] { layout.metroConfig = try r.path(v, path + ".metroConfig", base: root) }
                if let v = obj["tokens"] {
                    let list = try r.strings(v, path + ".tokens", what: "an array of paths")
                    layout.tokens = try list.indices.map { try r.path(list[$0], "\(path).tokens[\($0)]", base: root) }
                }
                if let v = obj["helpers"] {
                    let list = try r.strings(v, path + ".helpers", what: "an array of paths (files or folders)")
                    layout.helpers = try list.indices.map { try r.path(list[$0], "\(path).helpers[\($0)]", base: root) }
                }
                if let v = obj["resources"] {
                    guard platform == .kotlin else { throw r.fail(path + ".resources", "Android resources are read for `kotlin` only") }
                    let list = try r.strings(v, path + ".resources", what: "an array of Android res folders (`lib/src/main/res`)")
                    layout.resources = try list.indices.map { try r.path(list[$0], "\(path).resources[\($0)]", base: root) }
                }
                if let v = obj["rem"] {
                    layout.rem = try r.number(v, path + ".rem", above: 0, what: "a number > 0")
                    layout.metroConfig = nil
                    layout.discoverMetroConfig = false
                }
                s.config.platforms[platform] = layout
            }
        },
    ] }

    static var topKeys: [String] { settings.map(\.key) }
    static let platformKeys = ["componentDir", "helpers", "metroConfig", "rem", "resources", "tokens"]
    static var tolerances: [(String, WritableKeyPath<Tolerance, Double>)] { [("em", \.em), ("pt", \.pt), ("ratio", \.ratio)] }

    /// `conventions` rows: lists of names, name-to-name tables, and three structured tables.
    static var conventionLists: [(String, WritableKeyPath<Conventions, Set<String>>)] { [
        ("classCombiners", \.classCombiners), ("combinedStates", \.combinedStates), ("colorObjects", \.colorObjects), ("kotlinColorObjects", \.kotlinColorObjects),
        ("kotlinContentColorLocals", \.kotlinContentColorLocals), ("kotlinContentStyleLocals", \.kotlinContentStyleLocals),
        ("kotlinTypographyObjects", \.kotlinTypographyObjects), ("placementWords", \.placementWords), ("platformOnlyStates", \.platformOnlyStates),
        ("radiusObjects", \.radiusObjects), ("radiusTypes", \.radiusTypes), ("shadowObjects", \.shadowObjects),
        ("swiftTextStyleHelpers", \.swiftTextStyleHelpers), ("swiftTypographyTypes", \.swiftTypographyTypes),
        ("typographyObjects", \.typographyObjects), ("variantParameters", \.variantParameters),
    ] }
    static var conventionMaps: [(String, WritableKeyPath<Conventions, [String: String]>)] { [
        ("keywordSpellings", \.keywordSpellings), ("kotlinTokenObjects", \.kotlinTokenObjects), ("stateNames", \.stateNames),
        ("swiftHierarchicalStyles", \.swiftHierarchicalStyles), ("swiftTokenTypes", \.swiftTokenTypes),
        ("tagParts", \.tagParts), ("tailwindStatePrefixes", \.tailwindStatePrefixes),
    ] }
    static let conventionTables = ["inheritedStyles", "styleAttributes", "styleProperties", "styleTransforms", "tables"]

    static func readConventions(_ r: Reader, _ v: Any, _ c: inout Conventions) throws {
        let obj = try r.object(v, "conventions", known: (conventionLists.map(\.0) + conventionMaps.map(\.0) + conventionTables).sorted())
        for (key, path) in conventionLists where obj[key] != nil {
            c[keyPath: path] = Set(try r.strings(obj[key]!, "conventions.\(key)", what: "an array of names"))
        }
        for (key, path) in conventionMaps where obj[key] != nil {
            let map = try r.object(obj[key]!, "conventions.\(key)", known: nil)
            c[keyPath: path] = try map.mapValuesThrowing { k, v in try r.string(v, "conventions.\(key).\(k)") }
        }
        if let v = obj["styleAttributes"] { c.styleAttributes = try r.decode(v, "conventions.styleAttributes") }
        if let v = obj["styleProperties"] { c.styleProperties = try r.decode(v, "conventions.styleProperties") }
        if let v = obj["styleTransforms"] { c.styleTransforms = try r.decode(v, "conventions.styleTransforms") }
        if let v = obj["inheritedStyles"] { c.inheritedStyles = try r.decode(v, "conventions.inheritedStyles") }
        if let v = obj["tables"] {
            // Rows added to each platform's tables, by the platform's key as in `platforms`.
            let names = Platform.allCases.map(\.rawValue)
            for (name, rows) in try r.object(v, "conventions.tables", known: names, unknown: "unknown platform").sorted(by: { $0.key < $1.key }) {
                c.tables[Platform(rawValue: name)!] = try r.decode(rows, "conventions.tables.\(name)")
            }
        }
    }

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
        return near.map { editDistance($0, key) <= max(2, key.count / 3) ? " (did you mean `\($0)`?)" : "" } ?? ""
    }

    /// Applies a `parity.json` file to the settings.
    static func load(_ url: URL, into settings: inout Settings, rootOverride: String?) throws {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let file = url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue {
            throw InputError("\(file): is a folder, not a configuration file")
        }
        let data: [UInt8]
        switch readSource(url.path, rel: file, maxSize: 1 << 20, confined: false, limit: "a parity.json may have at most 1 MiB") {
        case .success(let bytes): data = bytes
        case .failure(let problem) where problem.reason == "the file is empty": data = []
        case .failure(let problem): throw InputError("\(file): \(problem.reason)")
        }
        try load(Data(data), file: file, dir: url.deletingLastPathComponent(), into: &settings, rootOverridden: rootOverride != nil)
    }

    /// Applies `parity.json` bytes; `file` names it in messages, `dir` is where its paths start.
    static func load(_ data: Data, file: String, dir: URL, into settings: inout Settings, rootOverridden: Bool) throws {
        if data.isEmpty { throw InputError("\(file): not valid JSON (the file is empty); fix the syntax") }
        // The positions scanner checks the syntax first: its errors have a line and column, and
        // it refuses duplicate keys, which `JSONSerialization` would merge without a word.
        let positions: JSONPositions
        do { positions = try JSONPositions([UInt8](data)) } catch let e as JSONPositions.SyntaxError {
            throw InputError(e.isDuplicateKey ? "\(file):\(e.position): \(e.message)" : "\(file):\(e.position): not valid JSON: \(e.message); fix the syntax")
        }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw InputError("\(file): not valid JSON (\(jsonPosition(error, data: data))); fix the syntax")
        }
        let r = Reader(file: file, dir: dir, rootOverridden: rootOverridden, positions: positions)
        guard let top = json as? [String: Any] else { throw r.fail("", "expected a JSON object at the top level, got \(Reader.describe(json))") }
        for key in top.keys.sorted() where !topKeys.contains(key) {
            throw r.fail(key, "unknown key\(suggest(key, topKeys)); known keys: \(topKeys.joined(separator: ", "))")
        }
        if top["baselines"] == nil { settings.config.baselineDir = dir.appendingPathComponent("Baselines").path }
        for setting in ConfigFile.settings where top[setting.key] != nil {
            try setting.read(r, top[setting.key]!, &settings)
        }
    }
}

/// Typed readers for one `parity.json`: each validates one kind of value and names the key path.
struct Reader {
    let file: String
    let dir: URL
    let rootOverridden: Bool
    /// Where each key and value is in the file, for the line and column of a message.
    var positions: JSONPositions?

    /// An error naming the file, the line and column of `path` (or of what encloses it), and the key path.
    func fail(_ path: String, _ problem: String) -> InputError {
        let at = positions?.position(of: path).map { ":\($0)" } ?? ""
        return InputError("\(file)\(at): \(path.isEmpty ? "" : path + ": ")\(problem)")
    }

    static func describe(_ v: Any) -> String {
        if let s = v as? String { return "\"\(s.count > 60 ? s.prefix(60) + "…" : s)\"" }
        if v is NSNull { return "null" }
        if let n = v as? NSNumber { return isBool(n) ? (n.boolValue ? "true" : "false") : n.stringValue }
        if v is [Any] { return "an array" }
        return "an object"
    }

    static func isBool(_ n: NSNumber) -> Bool {
        let t = String(cString: n.objCType)
        return t == "c" || t == "B"
    }

    func string(_ v: Any, _ path: String) throws -> String {
        guard let s = v as? String else { throw fail(path, "expected a string, got \(Reader.describe(v))") }
        return s
    }

    func strings(_ v: Any, _ path: String, what: String) throws -> [String] {
        guard let a = v as? [Any] else { throw fail(path, "expected \(what), got \(Reader.describe(v))") }
        return try a.indices.map { try string(a[$0], "\(path)[\($0)]") }
    }

    func oneOf(_ v: Any, _ path: String, _ choices: [String]) throws -> String {
        guard let s = v as? String, choices.contains(s) else {
            throw fail(path, "expected one of \(choices.joined(separator: ", ")), got \(Reader.describe(v))")
        }
        return s
    }

    /// A finite number, at least `min` or above `above`, whole when asked.
    func number(_ v: Any, _ path: String, whole: Bool = false, min: Double? = nil, above: Double? = nil, what: String) throws -> Double {
        guard let n = v as? NSNumber, !Reader.isBool(n), n.doubleValue.isFinite,
              !whole || (n.doubleValue == n.doubleValue.rounded() && abs(n.doubleValue) < 1e15),
              min.map({ n.doubleValue >= $0 }) ?? true, above.map({ n.doubleValue > $0 }) ?? true else {
            throw fail(path, "expected \(what), got \(Reader.describe(v))")
        }
        return n.doubleValue
    }

    /// An object whose keys are all in `known` (nil: any key).
    func object(_ v: Any, _ path: String, known: [String]?, unknown: String = "unknown key") throws -> [String: Any] {
        guard let obj = v as? [String: Any] else { throw fail(path, "expected an object, got \(Reader.describe(v))") }
        if let known {
            for key in obj.keys.sorted() where !known.contains(key) {
                throw fail("\(path).\(key)", "\(unknown)\(ConfigFile.suggest(key, known)); known: \(known.joined(separator: ", "))")
            }
        }
        return obj
    }

    /// A relative path that stays inside `base` (no `..` escape, not absolute, no symlink out).
    func path(_ v: Any, _ key: String, base: URL) throws -> String {
        let raw = try string(v, key)
        if raw.isEmpty { throw fail(key, "expected a path, got an empty string") }
        if raw.hasPrefix("/") { throw fail(key, "\"\(raw)\" is absolute; use a path relative to the root") }
        if raw.utf8.contains(0) { throw fail(key, "the path contains a NUL character") }
        let basePath = base.standardizedFileURL.resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: basePath).appendingPathComponent(raw).standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved == basePath || resolved.hasPrefix(basePath == "/" ? "/" : basePath + "/") else {
            throw fail(key, "\"\(raw)\" leaves the root \(basePath); keep paths inside it")
        }
        return raw
    }

    /// A structured table decoded with `Codable`; a decoding error names the key path inside it.
    func decode<T: Decodable>(_ v: Any, _ path: String) throws -> T {
        guard v is [String: Any] else { throw fail(path, "expected an object, got \(Reader.describe(v))") }
        let data = try JSONSerialization.data(withJSONObject: v)
        func steps(_ keys: [any CodingKey]) -> [(key: String, index: Int?)] { keys.map { ($0.stringValue, $0.intValue) } }
        do { return try JSONDecoder().decode(T.self, from: data) } catch let error as TableRowError {
            let (at, value) = Reader.locate(error.path, in: v, from: path)
            switch error.problem {
            case .unknown(let label, let name, let known):
                throw fail(at, "\(label)\(ConfigFile.suggest(name ?? error.path.last?.key ?? "", known)); known: \(known.joined(separator: ", "))")
            case .expected(let what): throw fail(at, "expected \(what)\(value.map { ", got \(Reader.describe($0))" } ?? "")")
            case .missing(let what): throw fail(at, "required key is missing; write \(what)")
            case .invalid(let why): throw fail(at, why)
            }
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let ctx), .valueNotFound(_, let ctx), .dataCorrupted(let ctx):
                throw fail(Reader.locate(steps(ctx.codingPath), in: v, from: path).path, ctx.debugDescription)
            case .keyNotFound(let key, let ctx):
                throw fail(Reader.locate(steps(ctx.codingPath + [key]), in: v, from: path).path, "required key is missing")
            @unknown default:
                throw fail(path, "\(error)")
            }
        }
    }

    /// A coding path below `base` as a key path of the file (`modifiers.bpkBackground[0].kind`,
    /// an array's items by index), and the value there when there is one.
    static func locate(_ steps: [(key: String, index: Int?)], in v: Any, from base: String) -> (path: String, value: Any?) {
        var path = base
        var here: Any? = v
        for step in steps {
            if let list = here as? [Any], let i = step.index {
                path += "[\(i)]"
                here = list.indices.contains(i) ? list[i] : nil
            } else {
                path += "." + step.key
                here = (here as? [String: Any])?[step.key]
            }
        }
        return (path, here)
    }
}

extension Dictionary {
    func mapValuesThrowing<T>(_ transform: (Key, Value) throws -> T) throws -> [Key: T] {
        var out: [Key: T] = [:]
        for (k, v) in self { out[k] = try transform(k, v) }
        return out
    }
}
