import Foundation
import ParityModel
import ParityIR

/// The values of an Android module's resources (`res/values/dimens.xml`, `colors.xml`) that
/// Compose reads with `dimensionResource(id = R.dimen.spacing_m)` and `colorResource(R.color.brand)`.
///
/// A res folder's `values` files give each `<dimen>` and `<color>` (and `<item type="dimen">`,
/// `<item type="color">`), its `values-night` files the dark side of a color; other qualified
/// folders (`values-fr`, `values-sw600dp`) are not the default configuration and are not read.
/// The files are scanned by hand: only those elements, their `name` and their text are read.
enum AndroidResources {
    /// The res folders a module keeps beside its sources: the first folder, from each file's own
    /// upward, that holds `src/main/res` (a Gradle module) or `res/values` (a folder laid out by hand).
    static func folders(near files: [String], root: URL) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        var seen: Set<String> = []
        for rel in files {
            var dir = (rel as NSString).deletingLastPathComponent
            while seen.insert(dir).inserted {
                if let res = layouts.lazy.map({ dir.isEmpty || dir == "." ? $0 : dir + "/" + $0 })
                    .first(where: { res in isFolder(root.appendingPathComponent(res + "/values").path, fm) }) {
                    if !out.contains(res) { out.append(res) }
                    break
                }
                if dir.isEmpty || dir == "." || dir == "/" { break }
                dir = (dir as NSString).deletingLastPathComponent
            }
        }
        return out
    }

    /// Where a module's res folder is, from the module's folder: a Gradle module's, or one laid out by hand.
    static let layouts = ["src/main/res", "res"]

    /// A res folder listed in parity.json: the folder itself (`lib/src/main/res`), or a module
    /// folder that holds one (`lib`); nil when neither holds a `values` folder.
    static func folder(listed entry: String, root: URL) -> String? {
        let fm = FileManager.default
        return ([entry] + layouts.map { entry + "/" + $0 }).first { isFolder(root.appendingPathComponent($0 + "/values").path, fm) }
    }

    static func isFolder(_ path: String, _ fm: FileManager) -> Bool {
        var isDir: ObjCBool = false
        return fm.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    /// The qualified values folders read, and whether each gives the dark side.
    static let qualifiers: [(folder: String, night: Bool)] = [("values", false), ("values-night", true)]

    /// One resource as written: its text, and where.
    struct Written {
        let text: String
        let file: String
        let line: Int
    }

    /// Reads the `values` and `values-night` files of the res folders; the first folder that
    /// defines a name wins (the component's module before the theme's). Files that cannot be read are said.
    static func read(_ folders: [String], root: URL, maxSize: Int) -> (table: ResourceTable, problems: [Diagnostic]) {
        let fm = FileManager.default
        var day: [String: Written] = [:], night: [String: Written] = [:]
        var files: [String] = []
        var problems: [Diagnostic] = []
        for res in folders {
            for (qualifier, isNight) in qualifiers {
                let dir = res + "/" + qualifier
                for name in ((try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path)) ?? []).sorted() where name.hasSuffix(".xml") {
                    let rel = dir + "/" + name
                    let bytes: [UInt8]
                    switch readSource(root.appendingPathComponent(rel).path, rel: rel, maxSize: maxSize) {
                    case .success(let b): bytes = b
                    case .failure(let problem):
                        problems.append(Diagnostic(kind: .warning, message: problem.message, location: SourceLocation(file: rel, line: 1, column: 1)))
                        continue
                    }
                    let found = elements(bytes)
                    if !found.isEmpty { files.append(rel) }
                    for e in found where (isNight ? night : day)[e.type + "/" + e.name] == nil {
                        let w = Written(text: e.text, file: rel, line: e.line)
                        if isNight { night[e.type + "/" + e.name] = w } else { day[e.type + "/" + e.name] = w }
                    }
                }
            }
        }
        var values: [String: ResourceValue] = [:]
        for (key, _) in day {
            let slash = key.firstIndex(of: "/")!
            let type = String(key[..<slash]), name = String(key[key.index(after: slash)...])
            switch type {
            case "dimen":
                switch resolve(type, name, in: [day], system: [:], parse: length, what: "a length (`16dp`, `14sp`, `1px`)") {
                case .success(let l): values[key] = .length(l.value, unit: l.unit)
                case .failure(let why): values[key] = .problem(why.text)
                }
            default:
                let light = resolve(type, name, in: [day], system: systemColors, parse: color, what: "a color (`#RRGGBB`, `#AARRGGBB`, `#RGB`)")
                let dark = resolve(type, name, in: [night, day], system: systemColors, parse: color, what: "a color (`#RRGGBB`, `#AARRGGBB`, `#RGB`)")
                switch (light, dark) {
                case (.success(let l), .success(let d)): values[key] = .color(ColorPair(light: l, dark: d))
                case (.failure(let why), _), (_, .failure(let why)): values[key] = .problem(why.text)
                }
            }
        }
        return (ResourceTable(values: values, files: files, folders: folders), problems)
    }

    struct Why: Error { let text: String }

    /// The value of a resource, references (`@dimen/spacing_m`) followed; `tables` are searched in
    /// order (a dark color's: `values-night`, then `values`).
    static func resolve<T>(_ type: String, _ name: String, in tables: [[String: Written]], system: [String: T],
                           parse: (String) -> T?, what: String) -> Result<T, Why> {
        var key = type + "/" + name
        var seen: Set<String> = []
        var from: Written?
        while true {
            let at = from.map { "`\($0.text)` in \($0.file):\($0.line)" } ?? "`@\(key)`"
            guard seen.insert(key).inserted else { return .failure(Why(text: "\(at) refers back to itself")) }
            guard let w = tables.lazy.compactMap({ $0[key] }).first else { return .failure(Why(text: "\(at) names no \(type) of the resource files read")) }
            from = w
            guard let ref = reference(w.text) else {
                guard let v = parse(w.text) else { return .failure(Why(text: "`\(w.text)` in \(w.file):\(w.line) is not \(what)")) }
                return .success(v)
            }
            if ref.android {
                guard ref.type == type, let v = system[ref.name] else {
                    return .failure(Why(text: "`\(w.text)` in \(w.file):\(w.line) is a resource of Android itself that parity does not know"))
                }
                return .success(v)
            }
            guard ref.type == type else { return .failure(Why(text: "`\(w.text)` in \(w.file):\(w.line) is not a \(type)")) }
            key = type + "/" + ref.name
        }
    }

    /// `@dimen/spacing_s`, `@com.acme:color/brand`, `@android:color/white`: the type, the name and
    /// whether it is Android's own.
    static func reference(_ text: String) -> (type: String, name: String, android: Bool)? {
        guard text.hasPrefix("@") else { return nil }
        var body = text.dropFirst()
        if body.hasPrefix("+") { body = body.dropFirst() }
        var package = ""
        if let colon = body.firstIndex(of: ":") {
            package = String(body[..<colon])
            body = body[body.index(after: colon)...]
        }
        guard let slash = body.firstIndex(of: "/") else { return nil }
        return (String(body[..<slash]), String(body[body.index(after: slash)...]), package == "android")
    }

    /// Android's own colors a value may name (`android.R.color`).
    static let systemColors: [String: RGBA] = [
        "white": RGBA(red: 255, green: 255, blue: 255), "black": RGBA(red: 0, green: 0, blue: 0),
        "transparent": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// The units of a dimension, as a factor to the unit parity keeps (`dp` or `sp`).
    static let units: [String: (factor: Double, unit: String)] = [
        "dp": (1, "dp"), "dip": (1, "dp"), "sp": (1, "sp"),
        // A pixel at the reference density 3 (as Compose's `Dp.Hairline`): a third of a dp.
        "px": (1.0 / 3, "dp"),
        // Lengths on the screen: a dp is 1/160 inch.
        "in": (160, "dp"), "mm": (160 / 25.4, "dp"), "pt": (160.0 / 72, "dp"),
    ]

    /// `16dp`, `14sp`, `0.5dp`, `3px`: the length in dp or sp.
    static func length(_ text: String) -> (value: Double, unit: String)? {
        let suffix = text.reversed().prefix { $0.isLetter }.count
        guard suffix > 0, let unit = units[String(text.suffix(suffix)).lowercased()],
              let n = Double(text.dropLast(suffix)), n.isFinite else { return nil }
        return (n * unit.factor, unit.unit)
    }

    /// `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (alpha first, as Android writes it).
    static func color(_ text: String) -> RGBA? {
        guard text.hasPrefix("#") else { return nil }
        var hex = Array(text.dropFirst())
        guard [3, 4, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else { return nil }
        if hex.count < 6 { hex = hex.flatMap { [$0, $0] } }
        if hex.count == 6 { hex = ["F", "F"] + hex }
        guard let v = UInt32(String(hex), radix: 16) else { return nil }
        return RGBA(red: Int((v >> 16) & 0xFF), green: Int((v >> 8) & 0xFF), blue: Int(v & 0xFF), alpha: Double(v >> 24) / 255)
    }

    /// An element of a values file parity reads.
    struct Element: Equatable {
        let type: String
        let name: String
        let text: String
        let line: Int
    }

    /// What the scanner passes over: comments, character data, and processing instructions,
    /// declarations and closing tags up to their `>`.
    enum Marker {
        static let comment = Array("<!--".utf8), commentEnd = Array("-->".utf8)
        static let cdata = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8)
        static let skipped = [Array("<?".utf8), Array("<!".utf8), Array("</".utf8)]
        static let tagEnd = Array(">".utf8)
    }

    /// The resource types parity reads, by element (`<item type="…">` gives its own).
    static let elementTypes: [String: String] = ["dimen": "dimen", "color": "color"]

    /// The `<dimen>`, `<color>` and `<item type="dimen|color">` elements of a values file, with their
    /// text trimmed; comments, processing instructions and every other element are passed over.
    static func elements(_ bytes: [UInt8]) -> [Element] {
        var out: [Element] = []
        var i = 0, line = 1
        let n = bytes.count
        func at(_ u: [UInt8]) -> Bool { i + u.count <= n && bytes[i..<i + u.count].elementsEqual(u) }
        func skip(past u: [UInt8]) {
            while i < n, !at(u) {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
            i = min(n, i + u.count)
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        func spaces() {
            while i < n, isSpace(bytes[i]) {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
        }
        func word() -> String {
            let start = i
            while i < n, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/"), bytes[i] != UInt8(ascii: "=") { i += 1 }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
                continue
            }
            if at(Marker.comment) { skip(past: Marker.commentEnd); continue }
            if at(Marker.cdata) { skip(past: Marker.cdataEnd); continue }
            if Marker.skipped.contains(where: at) { skip(past: Marker.tagEnd); continue }
            let tagLine = line
            i += 1
            let tag = word()
            var attributes: [String: String] = [:]
            var closed = false
            while i < n {
                spaces()
                guard i < n else { break }
                if bytes[i] == UInt8(ascii: ">") { i += 1; break }
                if bytes[i] == UInt8(ascii: "/") { closed = true; i += 1; continue }
                let key = word()
                spaces()
                guard i < n, bytes[i] == UInt8(ascii: "=") else { if key.isEmpty { i += 1 }; continue }
                i += 1
                spaces()
                guard i < n, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { continue }
                let quote = bytes[i]
                i += 1
                let start = i
                while i < n, bytes[i] != quote {
                    if bytes[i] == 0x0A { line += 1 }
                    i += 1
                }
                attributes[key] = String(decoding: bytes[start..<min(i, n)], as: UTF8.self)
                i += 1
            }
            guard !closed, let type = tag == "item" ? attributes["type"].flatMap({ elementTypes[$0] }) : elementTypes[tag],
                  let name = attributes["name"] else { continue }
            let start = i
            while i < n, bytes[i] != UInt8(ascii: "<") {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            out.append(Element(type: type, name: name, text: text, line: tagLine))
        }
        return out
    }
}
