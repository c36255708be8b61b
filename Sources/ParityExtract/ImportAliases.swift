import Foundation

/// TypeScript's import aliases (`compilerOptions.paths` of the nearest `tsconfig.json` or
/// `jsconfig.json`: the component folder, then each parent up to the root, as Metro finds its
/// config): Ignite's `"@/*": ["./app/*"]` makes `import { useAppTheme } from "@/theme/context"`
/// the project file `app/theme/context.ts`. Targets are relative to `baseUrl` where the file sets
/// one, else to the file's folder (TypeScript 4.1). `extends` is not followed.
struct ImportAliases: Sendable {
    struct Rule: Sendable {
        /// The pattern around its `*` (all of it in `prefix` where it has none).
        let prefix: String, suffix: String, wildcard: Bool
        /// Root-relative targets around their `*`.
        let targets: [(prefix: String, suffix: String)]
    }
    var rules: [Rule] = []
    /// The file they were read from (root-relative), for messages.
    var file: String?

    static let fileNames = ["tsconfig.json", "jsconfig.json"]

    /// The aliases of the nearest config file that declares some (none: no rules).
    static func nearest(componentDir: String, root: URL) -> ImportAliases {
        for folder in Metro.folders(from: componentDir) {
            for name in fileNames {
                let rel = folder.isEmpty ? name : folder + "/" + name
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent(rel).path),
                      let text = readText(root.appendingPathComponent(rel).path, rel: rel),
                      var aliases = parse(text, folder: folder), !aliases.rules.isEmpty else { continue }
                aliases.file = rel
                return aliases
            }
        }
        return ImportAliases()
    }

    /// The `paths` of a config's text (JSON with comments and trailing commas, as TypeScript
    /// reads it) in the root-relative `folder`; nil where it is not such an object.
    static func parse(_ text: String, folder: String) -> ImportAliases? {
        guard let data = jsonWithoutComments(text).data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let options = object["compilerOptions"] as? [String: Any] else { return nil }
        let base = joined(folder, (options["baseUrl"] as? String) ?? ".")
        guard let paths = options["paths"] as? [String: Any] else { return ImportAliases() }
        var rules: [Rule] = []
        for (pattern, value) in paths {
            guard let targets = value as? [String], pattern.filter({ $0 == "*" }).count <= 1 else { continue }
            let (prefix, suffix, wildcard) = split(pattern)
            let resolved = targets.compactMap { t -> (prefix: String, suffix: String)? in
                guard t.filter({ $0 == "*" }).count <= 1 else { return nil }
                let (p, s, _) = split(t)
                return (joined(base, p, keepTrailingSlash: p.hasSuffix("/")), s)
            }
            if !resolved.isEmpty { rules.append(Rule(prefix: prefix, suffix: suffix, wildcard: wildcard, targets: resolved)) }
        }
        // TypeScript takes the pattern with the longest prefix; exact patterns first.
        rules.sort { a, b in a.wildcard != b.wildcard ? !a.wildcard : a.prefix.count != b.prefix.count ? a.prefix.count > b.prefix.count : a.prefix < b.prefix }
        return ImportAliases(rules: rules)
    }

    /// The root-relative paths (without an extension) an import specifier names, in the order
    /// its rule lists them; none where no rule matches.
    func resolve(_ spec: String) -> [String] {
        for r in rules {
            if !r.wildcard {
                guard spec == r.prefix else { continue }
                return r.targets.map { $0.prefix + $0.suffix }
            }
            guard spec.count >= r.prefix.count + r.suffix.count, spec.hasPrefix(r.prefix), spec.hasSuffix(r.suffix) else { continue }
            let middle = spec.dropFirst(r.prefix.count).dropLast(r.suffix.count)
            return r.targets.compactMap { t in
                let (path, leftRoot) = DesignSystem.joined(t.prefix + middle + t.suffix, onto: "")
                return leftRoot || path.isEmpty ? nil : path
            }
        }
        return []
    }

    private static func split(_ pattern: String) -> (String, String, Bool) {
        guard let star = pattern.firstIndex(of: "*") else { return (pattern, "", false) }
        return (String(pattern[..<star]), String(pattern[pattern.index(after: star)...]), true)
    }

    /// `path` (relative, `./` and `../` allowed; a `..` above the root stays at the root) joined
    /// onto the root-relative `folder` (`DesignSystem.joined`, as onto a file in it).
    private static func joined(_ folder: String, _ path: String, keepTrailingSlash: Bool = false) -> String {
        let out = DesignSystem.joined(path, onto: folder + "/_").path
        return keepTrailingSlash && !out.isEmpty ? out + "/" : out
    }

    /// JSON with `//` and `/* */` comments and trailing commas removed (outside strings).
    static func jsonWithoutComments(_ text: String) -> String {
        let b = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 0
        var inString = false
        while i < b.count {
            let c = b[i]
            if inString {
                out.append(c)
                if c == UInt8(ascii: "\\"), i + 1 < b.count { out.append(b[i + 1]); i += 2; continue }
                if c == UInt8(ascii: "\"") { inString = false }
                i += 1
                continue
            }
            if c == UInt8(ascii: "\"") { inString = true; out.append(c); i += 1; continue }
            if c == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "/") {
                while i < b.count, b[i] != 0x0A { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < b.count, !(b[i] == UInt8(ascii: "*") && b[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            }
            if c == UInt8(ascii: ",") {
                // A comma before a closing bracket (spaces and comments between) is dropped.
                var k = i + 1
                while k < b.count, [0x20, 0x09, 0x0A, 0x0D].contains(b[k]) { k += 1 }
                if k < b.count, b[k] == UInt8(ascii: "}") || b[k] == UInt8(ascii: "]") { i += 1; continue }
            }
            out.append(c)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
