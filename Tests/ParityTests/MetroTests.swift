import Foundation
import Testing
@testable import ParityExtract

/// `metro.config.js` is found as a Metro app has it: in the flavor's folder, else the nearest
/// parent up to the root; the wrapper it calls says which flavor it configures.
@Suite struct MetroTests {
    /// A root with one `gap-2` box per flavor given and the metro configs given (path -> text).
    static func root(flavors: [String], configs: [String: String]) throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-metro-\(UUID().uuidString)")
        for f in flavors {
            let ui = dir.appendingPathComponent("\(f)/components/ui")
            try FileManager.default.createDirectory(at: ui, withIntermediateDirectories: true)
            try #"export function Box() { return <View className="gap-2" /> }"#.write(to: ui.appendingPathComponent("box.tsx"), atomically: false, encoding: .utf8)
        }
        for (path, text) in configs {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
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

    /// Most of a flavor's mismatches at the ratio of its rem to the others': one note says which rem
    /// was read, where from, and how to give the app's (react-native-reusables: 153 of 190).
    @Test func lengthsAtTheRatioOfTheRemsAreExplainedOnce() throws {
        let dir = Harness.scratch.appendingPathComponent("parity-metro-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for f in ["uniwind", "nativewind"] {
            let ui = dir.appendingPathComponent("\(f)/components/ui")
            try FileManager.default.createDirectory(at: ui, withIntermediateDirectories: true)
            try #"export function Box() { return <View className="h-10 gap-2 px-3 rounded-md" /> }"#.write(to: ui.appendingPathComponent("box.tsx"), atomically: false, encoding: .utf8)
        }
        let r = try Harness.run(["check", "box", "--root", dir.path, "--no-baseline"], cwd: dir)
        #expect(r.code == 1)
        #expect(r.stderr.contains("note: 5 of the 5 new mismatches on nativewind are lengths at 14/16 of the expected value: nativewind is read at rem 14 (NativeWind's default: no metro.config.js in nativewind/components/ui or a folder above it up to the root configures NativeWind)"), "\(r.stderr)")
        #expect(r.stderr.contains("`platforms.nativewind.rem` in parity.json"))
        // A config that sets 14 is named as the source.
        try #"module.exports = withNativeWind(config, { inlineRem: 14 })"#.write(to: dir.appendingPathComponent("metro.config.js"), atomically: false, encoding: .utf8)
        let named = try Harness.run(["check", "box", "--root", dir.path, "--no-baseline"], cwd: dir)
        #expect(named.stderr.contains("nativewind is read at rem 14 (set in metro.config.js)"), "\(named.stderr)")
        // The app's rem given: no drift, no note.
        try #"{ "root": ".", "platforms": { "nativewind": { "rem": 16 } } }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let given = try Harness.run(["check", "box", "--no-baseline"], cwd: dir)
        #expect(given.code == 0 && !given.stderr.contains("note:"), "\(given.stderr)")
    }

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
        try #"{ "platforms": { "nativewind": { "rem": 12 } } }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        #expect(try Self.gaps(dir) == ["nativewind": "6 pt"])
    }

    /// NativeWind 5's wrapper is spelled `withNativewind`.
    @Test func nativeWind5sWrapperSetsTheRemToo() throws {
        let dir = try Self.root(flavors: ["nativewind"], configs: ["nativewind/metro.config.js": #"module.exports = withNativewind(config, { inlineRem: 16 })"#])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.gaps(dir) == ["nativewind": "8 pt"])
    }

    /// The Tailwind version a flavor builds on: the nearest package.json's `tailwindcss`, else a
    /// CSS entry importing Tailwind 4, else the flavor's own (NativeWind 4: Tailwind 3).
    @Test func theTailwindVersionComesFromPackageJsonThenTheCssEntryThenTheFlavor() throws {
        let layout = { (tokens: [String]) in PlatformLayout(componentDir: "nativewind/components/ui", fileExtension: "tsx", naming: .kebab, tokens: tokens, notComponents: []) }
        let dir = try Self.root(flavors: ["nativewind"], configs: [
            "package.json": #"{ "devDependencies": { "tailwindcss": "~3.4.17" } }"#,
            "nativewind/package.json": #"{ "dependencies": { "tailwindcss": "^4.1.12" } }"#,
            "nativewind/global.css": "@import \"tailwindcss\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(Metro.tailwindMajor(.nativewind, layout: layout([]), root: dir) == 4)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("nativewind/package.json"))
        #expect(Metro.tailwindMajor(.nativewind, layout: layout(["nativewind/global.css"]), root: dir) == 3)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("package.json"))
        #expect(Metro.tailwindMajor(.nativewind, layout: layout(["nativewind/global.css"]), root: dir) == 4)
        #expect(Metro.tailwindMajor(.nativewind, layout: layout([]), root: dir) == 3)
        #expect(Metro.tailwindMajor(.uniwind, layout: layout([]), root: dir) == 4)
    }
}
