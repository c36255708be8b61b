import Foundation
import Testing

/// `parity init`: finds the platforms of a folder, writes a starter `parity.json` that loads,
/// runs a first check, and never overwrites a file without `--force`.
@Suite struct InitTests {
    static func tempDir() throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func copy(_ rel: String, to dir: URL, as dest: String) throws {
        let target = dir.appendingPathComponent(dest)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Harness.example.appendingPathComponent(rel), to: target)
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Writes `text` to `rel` under `dir`, making its folders.
    static func write(_ dir: URL, _ rel: String, _ text: String) throws {
        let url = dir.appendingPathComponent(rel)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// A SwiftUI view file of that name.
    static func view(_ name: String) -> String { "import SwiftUI\nstruct \(name): View {\n    var body: some View { Text(\"\(name)\").padding(8) }\n}\n" }

    /// The report of `parity check --all --format json` run in `dir` (with the file init wrote).
    static func report(_ dir: URL) throws -> (Int32, [String: Any]) {
        let r = try Harness.run(["check", "--all", "--format", "json"], cwd: dir)
        #expect(r.code != 2, "the written parity.json does not load: \(r.stderr)")
        return (r.code, (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]) ?? [:])
    }

    @Test func theExampleLayout() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        for entry in try FileManager.default.contentsOfDirectory(atPath: Harness.example.path) { try Self.copy(entry, to: dir, as: entry) }
        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("found the default layout: 5 platforms"), "\(r.stdout)")
        for p in ["uniwind", "nativewind", "stylesheet", "swift", "kotlin"] { #expect(r.stdout.contains("  \(p) "), "\(p) not listed") }
        #expect(r.stdout.contains("wrote parity.json"))
        // The first check: every component, no baselines yet, so the example's 5 drifts are new.
        #expect(r.stdout.contains("first check (parity check --all):"))
        #expect(r.stdout.contains("7 components, 172 properties, 5 findings (5 new, 0 baselined)"), "\(r.stdout)")
        // Zero configuration: only the root and the baselines folder are written.
        #expect(try Self.text(dir.appendingPathComponent("parity.json")) == "{\n  \"root\": \".\",\n  \"baselines\": \"Baselines\"\n}\n")
        let (_, json) = try Self.report(dir)
        #expect((json["summary"] as? [String: Any])?["components"] as? Int == 7)
    }

    @Test func theDefaultLayoutInASubfolderWithItsBaselines() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Examples"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Harness.example, to: dir.appendingPathComponent("Examples/design-system"))
        try FileManager.default.copyItem(at: Harness.packageRoot.appendingPathComponent("Baselines"), to: dir.appendingPathComponent("Baselines"))
        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("found the default layout under Examples/design-system: 5 platforms"), "\(r.stdout)")
        #expect(r.stdout.contains("7 components, 172 properties, 5 findings (0 new, 5 baselined)"), "\(r.stdout)")
        #expect(try Self.text(dir.appendingPathComponent("parity.json")) == "{\n  \"root\": \"Examples/design-system\",\n  \"baselines\": \"Baselines\"\n}\n")
        let (code, _) = try Self.report(dir)
        #expect(code == 0)
    }

    /// Of two SwiftUI folders, the one whose components pair with Compose's is the component
    /// folder though the other holds more views (Backpack's `swift/helpers`); the other folders of
    /// SwiftUI and Compose files are helpers (their declarations are visible to the components).
    @Test func theFolderThatPairsIsTheComponentFolderAndTheOthersAreHelpers() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ rel: String, _ text: String) throws { try Self.write(dir, rel, text) }
        let view = Self.view
        for n in ["DSBadge", "DSChip"] { try write("ios/Components/\(n).swift", view(n)) }
        for n in ["DSText", "ChipStyle", "Outline", "Glyph"] { try write("ios/Support/\(n).swift", view(n)) }
        for n in ["DsBadge", "DsChip"] { try write("android/components/\(n).kt", "@Composable\nfun \(n)() { Text(\"x\", Modifier.padding(8.dp)) }\n") }
        try write("android/utils/Providers.kt", "@Composable\nfun Provide(content: @Composable () -> Unit) { content() }\n")
        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code <= 1, "\(r.stderr)")
        let written = try Self.text(dir.appendingPathComponent("parity.json"))
        #expect(written.contains(#""componentDir": "ios/Components""#), "\(written)")
        #expect(written.contains(#""helpers": ["ios/Support"]"#), "\(written)")
        #expect(written.contains(#""componentDir": "android/components""#), "\(written)")
        #expect(written.contains(#""helpers": ["android/utils"]"#), "\(written)")
    }

    /// Components grouped one or two per subfolder (`Components/Buttons/`, `component/chip/`, ten
    /// folders deep in a Kotlin package) are read from the folder above the groups; a demo app that
    /// holds more views in one folder (`Demo/Screens/`, `android/app/`) is neither that folder,
    /// nor a helper, nor where the tokens are.
    @Test func groupedComponentsAndADemoApp() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ rel: String, _ text: String) throws { try Self.write(dir, rel, text) }
        let view = Self.view
        let groups = ["Buttons": ["DSButton", "DSIconButton"], "Chips": ["DSChip"], "Cards": ["DSCard", "DSCardSmall"], "Lists": ["DSListItem"]]
        for (g, names) in groups { for n in names { try write("ios/Kit/Sources/Kit/Components/\(g)/\(n).swift", view(n)) } }
        for n in ["HomeScreen", "ButtonsPage", "ChipsPage", "CardsPage", "ListsPage", "AboutPage", "SettingsPage"] {
            try write("ios/KitDemo/Screens/\(n).swift", view(n))
        }
        try write("ios/KitDemo/Screens/SpacingsPage.swift", "import SwiftUI\nenum Spacing { static let s = 4.0 }\n")
        let kt = "android/lib/src/main/java/com/acme/kit/compose/component"
        let kgroups = ["button": ["DsButton", "DsIconButton"], "chip": ["DsChip"], "card": ["DsCard", "DsCardSmall"], "list": ["DsListItem"]]
        for (g, names) in kgroups { for n in names { try write("\(kt)/\(g)/\(n).kt", "@Composable\nfun \(n)() { Text(\"x\", Modifier.padding(8.dp)) }\n") } }
        for n in ["Home", "Buttons", "Chips", "Cards", "Lists", "About", "Settings", "Theme"] {
            try write("android/app/src/main/java/com/acme/kit/app/ui/\(n)Screen.kt", "@Composable\nfun \(n)Screen() { Text(\"x\") }\n")
        }
        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code <= 1, "\(r.stderr)")
        let written = try Self.text(dir.appendingPathComponent("parity.json"))
        #expect(written.contains(#""componentDir": "ios/Kit/Sources/Kit/Components""#), "\(written)")
        #expect(written.contains(#""componentDir": "\#(kt)""#), "\(written)")
        #expect(!written.contains("Demo") && !written.contains("android/app"), "\(written)")
        let list = try Harness.run(["list"], cwd: dir)
        #expect(list.stdout.contains("ds-card-small\tswift kotlin"), "\(list.stdout)")
        #expect(list.stdout.contains("ds-list-item\tswift kotlin"), "\(list.stdout)")
    }

    /// SwiftUI and Compose in an app's own folders, found by content; no TSX platform.
    @Test func aTwoPlatformLayout() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        for f in try fm.contentsOfDirectory(atPath: Harness.example.appendingPathComponent("swift/Components").path) {
            try Self.copy("swift/Components/\(f)", to: dir, as: "ios/Sources/UI/Components/\(f)")
        }
        for f in try fm.contentsOfDirectory(atPath: Harness.example.appendingPathComponent("swift/Theme").path) {
            try Self.copy("swift/Theme/\(f)", to: dir, as: "ios/Sources/UI/Theme/\(f)")
        }
        let kt = "android/ui/src/main/kotlin/com/acme/ui"
        for f in try fm.contentsOfDirectory(atPath: Harness.example.appendingPathComponent("kotlin/components").path) {
            try Self.copy("kotlin/components/\(f)", to: dir, as: "\(kt)/components/\(f)")
        }
        for f in try fm.contentsOfDirectory(atPath: Harness.example.appendingPathComponent("kotlin/theme").path) {
            try Self.copy("kotlin/theme/\(f)", to: dir, as: "\(kt)/theme/\(f)")
        }
        // Swift that is not SwiftUI and a build folder are not taken for components.
        try fm.createDirectory(at: dir.appendingPathComponent("ios/Tests"), withIntermediateDirectories: true)
        try "import XCTest\nfinal class T: XCTestCase {}\n".write(to: dir.appendingPathComponent("ios/Tests/T.swift"), atomically: false, encoding: .utf8)
        try fm.createDirectory(at: dir.appendingPathComponent("android/ui/build/generated"), withIntermediateDirectories: true)
        for f in ["Label.kt", "Badge.kt", "Input.kt", "Switch.kt", "Button.kt", "Checkbox.kt", "Extra.kt"] {
            try "@Composable fun X() {}\n".write(to: dir.appendingPathComponent("android/ui/build/generated/\(f)"), atomically: false, encoding: .utf8)
        }

        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("found 2 platforms"), "\(r.stdout)")
        let written = try Self.text(dir.appendingPathComponent("parity.json"))
        #expect(written == """
        {
          "root": ".",
          "baselines": "Baselines",
          "platforms": {
            "swift": { "componentDir": "ios/Sources/UI/Components", "tokens": ["ios/Sources/UI/Theme"] },
            "kotlin": { "componentDir": "\(kt)/components", "tokens": ["\(kt)/theme"] }
          }
        }

        """, "\(written)")
        let list = try Harness.run(["list"], cwd: dir)
        #expect(list.code == 0)
        #expect(list.stdout == ["badge", "button", "checkbox", "input", "label", "switch"].map { "\($0)\tswift kotlin\n" }.joined(), "\(list.stdout)")
        // The absent TSX platforms are not reported missing; the tokens of both are compared.
        let (_, json) = try Self.report(dir)
        let findings = json["findings"] as? [[String: Any]] ?? []
        #expect(!findings.contains { $0["kind"] as? String == "missing-implementation" }, "\(findings.filter { $0["kind"] as? String == "missing-implementation" })")
        let components = (json["components"] as? [[String: Any]] ?? []).compactMap { $0["component"] as? String }
        #expect(components.contains("tokens"))
        #expect(r.stdout.contains("7 components"), "\(r.stdout)")
    }

    /// A NativeWind app found by content: the flavor from its metro config, tokens and rem beside it.
    @Test func aTailwindFolderFoundByContent() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        for f in try fm.contentsOfDirectory(atPath: Harness.example.appendingPathComponent("nativewind/components/ui").path) {
            try Self.copy("nativewind/components/ui/\(f)", to: dir, as: "app/src/ui/\(f)")
        }
        for f in ["metro.config.js", "tailwind.config.js", "global.css"] { try Self.copy("nativewind/\(f)", to: dir, as: "app/\(f)") }
        for f in try fm.contentsOfDirectory(atPath: Harness.example.appendingPathComponent("swift/Components").path) {
            try Self.copy("swift/Components/\(f)", to: dir, as: "ios/UI/\(f)")
        }
        let r = try Harness.run(["init", "--print"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("parity.json").path), "--print wrote the file")
        #expect(r.stdout == """
        {
          "root": ".",
          "baselines": "Baselines",
          "platforms": {
            "nativewind": { "componentDir": "app/src/ui", "tokens": ["app/tailwind.config.js", "app/global.css"] },
            "swift": { "componentDir": "ios/UI" }
          }
        }

        """, "\(r.stdout)")
        // What was found and the first check go to standard error with --print.
        #expect(r.stderr.contains("nativewind  app/src/ui/ (6 files, found by content)"), "\(r.stderr)")
        #expect(r.stderr.contains("first check"), "\(r.stderr)")
    }

    /// Component folders (`button/index.tsx` with `button/styles.tsx`; `Button/Button.swift`) are
    /// components of the folder above them, and a token file above the root widens it.
    @Test func componentFoldersAndTokensAboveThem() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        for f in try fm.contentsOfDirectory(atPath: Harness.example.appendingPathComponent("uniwind/components/ui").path) {
            let name = (f as NSString).deletingPathExtension
            try Self.copy("uniwind/components/ui/\(f)", to: dir, as: "app/components/ui/\(name)/index.tsx")
        }
        try #"export const unused = { className: "px-2" }; export function X() { return <View style={{}} /> }"#
            .write(to: dir.appendingPathComponent("app/components/ui/badge/styles.tsx"), atomically: false, encoding: .utf8)
        for f in ["metro.config.js", "global.css"] { try Self.copy("uniwind/\(f)", to: dir, as: "app/\(f)") }
        for f in try fm.contentsOfDirectory(atPath: Harness.example.appendingPathComponent("swift/Components").path) where f.hasSuffix(".swift") {
            let name = (f as NSString).deletingPathExtension
            try Self.copy("swift/Components/\(f)", to: dir, as: "ios/UI/\(name)/\(f)")
        }
        let r = try Harness.run(["init", "--print"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains(#""uniwind": { "componentDir": "app/components/ui", "tokens": ["app/global.css"]"#), "\(r.stdout)")
        #expect(r.stdout.contains(#""swift": { "componentDir": "ios/UI""#), "\(r.stdout)")
        #expect(!r.stdout.contains("stylesheet"), "a component folder's helper file was taken for a platform: \(r.stdout)")
        #expect(r.stderr.contains("7 components") || r.stderr.contains("6 components"), "\(r.stderr)")
    }

    @Test func anEmptyFolderExitsTwoAndWritesNothing() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code == 2)
        #expect(r.stderr.contains("found no component sources (looked at 0 files)"), "\(r.stderr)")
        #expect(r.stderr.contains("nothing was written"))
        #expect(r.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func onePlatformIsNotEnough() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.copy("swift/Components", to: dir, as: "swift/Components")
        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code == 2)
        #expect(r.stderr.contains("found only one platform (swift: swift/Components/, 7 files); parity compares two platforms or more"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("parity.json").path))
    }

    /// A Compose-only repository (Orbit's): the error names the folder with the most components,
    /// not the first small folder that stands for no other (`icons/` of two files named where
    /// `ui/controls/` held five components).
    @Test func aLonePlatformIsNamedByItsLargestFolder() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        func kt(_ rel: String, _ name: String) throws {
            try Self.write(dir, rel, "@Composable\nfun \(name)() { Text(\"x\", Modifier.padding(8.dp)) }\n")
        }
        for n in ["Button", "IconButton", "TextButton"] { try kt("ui/controls/buttons/\(n).kt", n) }
        for n in ["TextField", "Checkbox"] { try kt("ui/controls/fields/\(n).kt", n) }
        for n in ["Arrow", "Close"] { try kt("icons/\(n).kt", n) }
        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code == 2)
        #expect(r.stderr.contains("found only one platform (kotlin: ui/controls/, 5 files)"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("parity.json").path))
    }

    /// A catalog app beside the library (Spark's `android/catalog/`, Compound's `Inspector/`) is a
    /// showcase: its folders are not helpers of the components, nor its files token files.
    @Test func aCatalogAppIsNoHelper() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ rel: String, _ text: String) throws { try Self.write(dir, rel, text) }
        for n in ["DSBadge", "DSChip"] { try write("ios/Components/\(n).swift", Self.view(n)) }
        for n in ["DsBadge", "DsChip"] { try write("android/components/\(n).kt", "@Composable\nfun \(n)() { Text(\"x\", Modifier.padding(8.dp)) }\n") }
        try write("android/utils/Providers.kt", "@Composable\nfun Provide(content: @Composable () -> Unit) { content() }\n")
        try write("android/catalog/src/main/kotlin/com/acme/catalog/screens/BadgeScreen.kt", "@Composable\nfun BadgeScreen() { Text(\"x\") }\n")
        // Compound's `Inspector` app: a screen of the colors is not a token file, its views no helpers.
        try write("ios/Inspector/Sources/Tokens/ColorsScreen.swift", "import SwiftUI\nextension Color { static let shown = Color.red }\nstruct ColorsScreen: View {\n    var body: some View { Text(\"x\") }\n}\n")
        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code <= 1, "\(r.stderr)")
        let written = try Self.text(dir.appendingPathComponent("parity.json"))
        #expect(written.contains(#""helpers": ["android/utils"]"#), "\(written)")
        #expect(!written.contains("catalog") && !written.contains("Inspector"), "\(written)")
    }

    @Test func neverOverwritesWithoutForce() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        for p in ["swift", "kotlin"] { try Self.copy(p, to: dir, as: p) }
        let mine = "{ \"root\": \".\", \"referencePlatform\": \"swift\" }\n"
        let file = dir.appendingPathComponent("parity.json")
        try mine.write(to: file, atomically: false, encoding: .utf8)

        let r = try Harness.run(["init"], cwd: dir)
        #expect(r.code == 2)
        #expect(r.stderr.contains("parity.json: already exists; parity init never overwrites it (pass --force"), "\(r.stderr)")
        #expect(try Self.text(file) == mine)

        let printed = try Harness.run(["init", "--print"], cwd: dir)
        #expect(printed.code == 0, "\(printed.stderr)")
        #expect((try? JSONSerialization.jsonObject(with: Data(printed.stdout.utf8))) is [String: Any], "\(printed.stdout)")
        #expect(try Self.text(file) == mine, "--print changed the file")

        let forced = try Harness.run(["init", "--force"], cwd: dir)
        #expect(forced.code == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("wrote parity.json (--force)"))
        #expect(try Self.text(file) == printed.stdout)
    }

    @Test func aFolderArgument() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        for p in ["swift", "kotlin"] { try Self.copy(p, to: dir, as: "ds/\(p)") }
        let r = try Harness.run(["init", "ds"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("wrote ds/parity.json"), "\(r.stdout)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("ds/parity.json").path))
        let missing = try Harness.run(["init", "nowhere"], cwd: dir)
        #expect(missing.code == 2)
        #expect(missing.stderr.contains("nowhere: not a folder"), "\(missing.stderr)")
    }
}
