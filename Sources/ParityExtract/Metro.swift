import Foundation
import ParityModel

/// A Tailwind flavor's `metro.config.js`, found the way a Metro app has it and read as text
/// (never run): in the flavor's folder, else the nearest parent folder up to the root. The wrapper
/// a file calls says which flavor it configures, so a config of the other flavor is passed over.
public enum Metro {
    static let fileNames = ["metro.config.js", "metro.config.cjs", "metro.config.mjs", "metro.config.ts"]

    /// The wrapper that configures each flavor, and where in its options the rem is.
    struct Flavor {
        /// The wrapper's names (NativeWind 4's `withNativeWind`, NativeWind 5's `withNativewind`).
        let wrappers: [String]
        /// The option key holding the rem (`inlineRem`, `polyfills.rem`'s `rem`).
        let remKey: String
        /// The flavor's rem when its wrapper sets none.
        let defaultRem: Double
    }

    static let flavors: [Platform: Flavor] = [
        .nativewind: Flavor(wrappers: ["withNativeWind", "withNativewind"], remKey: "inlineRem", defaultRem: 14),
        .uniwind: Flavor(wrappers: ["withUniwindConfig"], remKey: "rem", defaultRem: 16),
    ]

    /// Whether a config's text names one of the flavor's wrappers (`withNativeWind`, `withNativewind`).
    public static func namesWrapper(of platform: Platform, in text: String) -> Bool {
        flavors[platform]?.wrappers.contains { text.contains($0) } ?? false
    }

    /// The rem a config's text sets for `platform`: its wrapper's option, else the flavor's
    /// default; nil when the text does not call the flavor's wrapper.
    static func rem(in text: String, for platform: Platform) -> Double? {
        guard let flavor = flavors[platform] else { return nil }
        guard let args = flavor.wrappers.lazy.compactMap({ callArguments(of: $0, in: text) }).first else { return nil }
        if let g = groups(#"(?<![\w$])"# + flavor.remKey + #"\s*:\s*([0-9]+(?:\.[0-9]+)?)"#, args), let n = g[0].flatMap(Double.init), n > 0, n.isFinite {
            return n
        }
        return flavor.defaultRem
    }

    /// The text between the parentheses of the first call of `name` (balanced, strings skipped).
    static func callArguments(of name: String, in text: String) -> String? {
        let b = Array(text.utf8), n = Array(name.utf8)
        var i = 0
        while i + n.count < b.count {
            if b[i] == n[0], b[i..<(i + n.count)].elementsEqual(n), i == 0 || !isWord(b[i - 1]), !isWord(b[i + n.count]) {
                var j = i + n.count
                while j < b.count, b[j] == 0x20 || b[j] == 0x09 || b[j] == 0x0A || b[j] == 0x0D { j += 1 }
                if j < b.count, b[j] == UInt8(ascii: "(") {
                    var depth = 0, k = j
                    var quote: UInt8?
                    while k < b.count {
                        let c = b[k]
                        if let q = quote {
                            if c == UInt8(ascii: "\\") { k += 2; continue }
                            if c == q { quote = nil }
                        } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                            quote = c
                        } else if c == UInt8(ascii: "(") {
                            depth += 1
                        } else if c == UInt8(ascii: ")") {
                            depth -= 1
                            if depth == 0 { return String(decoding: b[(j + 1)..<k], as: UTF8.self) }
                        }
                        k += 1
                    }
                    return String(decoding: b[(j + 1)...], as: UTF8.self)
                }
            }
            i += 1
        }
        return nil
    }

    /// The Tailwind major version a flavor's app builds on: the `tailwindcss` dependency of the
    /// nearest `package.json` (the component folder, then each parent up to the root), else 4
    /// where a token file imports Tailwind 4's CSS (`@import "tailwindcss"`), else the flavor's
    /// own (Uniwind is on Tailwind 4, NativeWind 4 on Tailwind 3; NativeWind 5 apps say 4).
    static func tailwindMajor(_ platform: Platform, layout: PlatformLayout, root: URL) -> Int {
        if let major = nearest(["package.json"], layout: layout, root: root, { text in
            groups(#""tailwindcss"\s*:\s*"[^0-9"]*([0-9]+)"#, text).flatMap { $0[0].flatMap { Int($0) } }
        }) { return major }
        for rel in layout.tokens where rel.hasSuffix(".css") {
            if let text = readText(root.appendingPathComponent(rel).path, rel: rel), text.contains("@import \"tailwindcss") || text.contains("@import 'tailwindcss") { return 4 }
        }
        return platform == .nativewind ? 3 : 4
    }

    /// The first value `read` finds in a file of one of `names`, in the component folder and then
    /// each parent up to the root (nearest first, names in order within a folder).
    static func nearest<T>(_ names: [String], layout: PlatformLayout, root: URL, _ read: (String) -> T?) -> T? {
        nearestFile(names, layout: layout, root: root, read)?.value
    }

    /// `nearest`, with the root-relative path of the file the value was read from.
    static func nearestFile<T>(_ names: [String], layout: PlatformLayout, root: URL, _ read: (String) -> T?) -> (rel: String, value: T)? {
        for folder in folders(from: layout.componentDir) {
            for name in names {
                let rel = folder.isEmpty ? name : folder + "/" + name
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent(rel).path),
                      let text = readText(root.appendingPathComponent(rel).path, rel: rel), let value = read(text) else { continue }
                return (rel, value)
            }
        }
        return nil
    }

    /// The root-relative folders a flavor's config may be in, nearest first: the component
    /// folder and each parent up to the root ("").
    static func folders(from componentDir: String) -> [String] {
        var parts = componentDir.split(separator: "/").map(String.init)
        var out: [String] = []
        while !parts.isEmpty {
            out.append(parts.joined(separator: "/"))
            parts.removeLast()
        }
        out.append("")
        return out
    }

    /// Points per rem for a Tailwind flavor: from the config parity.json names, else from the
    /// nearest config that configures the flavor, else the layout's rem.
    static func rem(_ platform: Platform, layout: PlatformLayout, root: URL) -> Double {
        func read(_ rel: String) -> String? { readText(root.appendingPathComponent(rel).path, rel: rel) }
        if let metro = layout.metroConfig {
            return read(metro).flatMap { rem(in: $0, for: platform) } ?? layout.rem ?? 16
        }
        guard layout.discoverMetroConfig else { return layout.rem ?? 16 }
        return nearest(fileNames, layout: layout, root: root) { rem(in: $0, for: platform) } ?? layout.rem ?? 16
    }

    /// Where `rem(_:layout:root:)` takes a flavor's rem from, said in a message: the config file
    /// that sets it, `rem` in parity.json, or the flavor's default where no config sets one.
    static func remSource(_ platform: Platform, layout: PlatformLayout, root: URL) -> String {
        let flavor = platform == .nativewind ? "NativeWind" : platform == .uniwind ? "Uniwind" : platform.rawValue
        if let metro = layout.metroConfig {
            let sets = readText(root.appendingPathComponent(metro).path, rel: metro).flatMap { rem(in: $0, for: platform) } != nil
            return sets ? "set in \(metro)" : "\(flavor)'s default: \(metro), named in parity.json, sets none"
        }
        guard layout.discoverMetroConfig else { return "`platforms.\(platform.rawValue).rem` in parity.json" }
        if let found = nearestFile(fileNames, layout: layout, root: root, { rem(in: $0, for: platform) }) { return "set in \(found.rel)" }
        return "\(flavor)'s default: no metro.config.js in \(layout.componentDir.isEmpty ? "the root" : layout.componentDir) or a folder above it up to the root configures \(flavor)"
    }
}
