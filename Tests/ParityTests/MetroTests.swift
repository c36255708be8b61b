import Foundation
import Testing

/// `metro.config.js` is found as a Metro app has it: in the flavor's folder, else the nearest
/// parent up to the root; the wrapper it calls says which flavor it configures.
@Suite struct MetroTests {
    /// A root with one `gap-2` box per flavor given and the metro configs given (path -> text).
    static func root(flavors: [String], configs: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("parity-metro-\(UUID().uuidString)")
        for f in flavors {
            let ui = dir.appendingPathComponent("\(f)/components/ui")
            try FileManager.default.createDirectory(at: ui, withIntermediateDirectories: true)
            try #"export function Box() { return <View className="gap-2" /> }"#.write(to: ui.appendingPathComponent("box.tsx"), atomically: true, encoding: .utf8)
        }
        for (path, text) in configs {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// The gap parity reads on each flavor's box.
    static func gaps(_ dir: URL) throws -> [String: String] {
        let r = try Harness.run(["show", "box", "--root", dir.path], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        var out: [String: String] = [:]
        var flavor = ""
        for line in r.stdout.split(separator: "\n") {
            if line.hasPrefix("box · ") { flavor = String(line.split(separator: " ")[2]) }
            if line.contains("root.gap") { out[flavor] = line.split(separator: " ").dropFirst().prefix(2).joined(separator: " ") }
        }
        return out
    }

    static let nativeWind16 = #"module.exports = withNativeWind(getDefaultConfig(__dirname), { input: "./global.css", inlineRem: 16 })"#
    static let uniwind20 = #"module.exports = withUniwindConfig(config, { cssEntryFile: "./global.css", polyfills: { rem: 20 } })"#

    @Test func theFlavorsFolderConfigSetsItsRem() throws {
        let dir = try Self.root(flavors: ["uniwind", "nativewind"], configs: ["uniwind/metro.config.js": Self.uniwind20, "nativewind/metro.config.js": Self.nativeWind16])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.gaps(dir) == ["uniwind": "10 pt", "nativewind": "8 pt"])
    }

    @Test func aParentFolderConfigSetsTheRemWhereTheFlavorsFolderHasNone() throws {
        let dir = try Self.root(flavors: ["nativewind"], configs: ["metro.config.js": Self.nativeWind16])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.gaps(dir) == ["nativewind": "8 pt"])
    }

    @Test func aParentThatConfiguresTheOtherFlavorIsPassedOver() throws {
        // The root's config is Uniwind's: NativeWind keeps its default rem (14), Uniwind reads 20.
        let dir = try Self.root(flavors: ["uniwind", "nativewind"], configs: ["metro.config.js": Self.uniwind20])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.gaps(dir) == ["uniwind": "10 pt", "nativewind": "7 pt"])
    }

    @Test func theNearestConfigWinsAndAWrapperWithoutTheOptionMeansTheFlavorsDefault() throws {
        let dir = try Self.root(flavors: ["nativewind"], configs: [
            "nativewind/metro.config.js": #"module.exports = withNativeWind(config, { input: "./global.css" })"#,
            "metro.config.js": Self.nativeWind16,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.gaps(dir) == ["nativewind": "7 pt"])
    }

    @Test func remInParityJsonWinsOverTheConfig() throws {
        let dir = try Self.root(flavors: ["nativewind"], configs: ["nativewind/metro.config.js": Self.nativeWind16])
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{ "platforms": { "nativewind": { "rem": 12 } } }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: true, encoding: .utf8)
        #expect(try Self.gaps(dir) == ["nativewind": "6 pt"])
    }
}
