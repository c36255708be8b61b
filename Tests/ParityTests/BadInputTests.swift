import Foundation
import Testing

/// One bad input: how to make it in a copy of the example, and what a run must say about it.
struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    /// Root-relative file (under `ds/`) the case breaks.
    let file: String
    let make: @Sendable (URL) throws -> Void
    /// Expected in the text report (names the file).
    let message: String
    var code: Int32 = 1
    var testDescription: String { name }
}

private func write(_ s: String) -> @Sendable (URL) throws -> Void { { try Data(s.utf8).write(to: $0) } }
private func replace(with link: String) -> @Sendable (URL) throws -> Void {
    { url in try FileManager.default.removeItem(at: url); try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: link) }
}
private func deep(_ path: String, _ head: String, _ tail: String, n: Int = 100_000) -> @Sendable (URL) throws -> Void {
    { url in
        var text = try String(contentsOf: url, encoding: .utf8)
        text += "\n" + head + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + tail + "\n"
        text += head + "1" + String(repeating: " + 1", count: n) + tail + "\n"
        try text.write(to: url, atomically: false, encoding: .utf8)
    }
}

@Suite(.serialized) struct BadInputTests {
    static let cases: [BadInput] = [
        BadInput(name: "syntax error", file: "kotlin/components/Label.kt",
                 make: { url in try (String(contentsOf: url, encoding: .utf8) + "\nfun broken( {\n  val x = ]\n}\n").write(to: url, atomically: false, encoding: .utf8) },
                 message: "kotlin/components/Label.kt:"),
        BadInput(name: "missing node", file: "swift/Components/Label.swift",
                 make: { url in try (String(contentsOf: url, encoding: .utf8) + "\nlet unfinished = (1 + 2\n").write(to: url, atomically: false, encoding: .utf8) },
                 message: "missing `)`"),
        BadInput(name: "empty file", file: "kotlin/components/Label.kt", make: write(""),
                 message: "kotlin/components/Label.kt: skipped: the file is empty"),
        BadInput(name: "not UTF-8", file: "swift/Components/Label.swift", make: { try Data([0x69, 0x6D, 0x70, 0xFF, 0xFE, 0x0A]).write(to: $0) },
                 message: "swift/Components/Label.swift: skipped: the file is not UTF-8 text"),
        BadInput(name: "binary", file: "uniwind/components/ui/label.tsx", make: { try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 2]).write(to: $0) },
                 message: "uniwind/components/ui/label.tsx: skipped: the file is binary (it contains NUL bytes)"),
        BadInput(name: "over the size limit", file: "kotlin/components/Label.kt",
                 make: { try Data(repeating: 0x20, count: 3 * 1024 * 1024).write(to: $0) },
                 message: "kotlin/components/Label.kt: skipped: 3145728 bytes is over the 2097152-byte limit (maxFileSize in parity.json)"),
        BadInput(name: "folder where a file is expected", file: "swift/Components/Label.swift",
                 make: { url in try FileManager.default.removeItem(at: url); try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false) },
                 message: "swift/Components/Label.swift: skipped: it is a folder where a file is expected"),
        BadInput(name: "symlink loop", file: "kotlin/components/Label.kt", make: replace(with: "Label.kt"),
                 message: "kotlin/components/Label.kt: skipped: the path is a symlink loop"),
        BadInput(name: "dangling symlink (unreadable)", file: "kotlin/components/Label.kt", make: replace(with: "Nowhere.kt"),
                 message: "kotlin/components/Label.kt: skipped: the symlink points to a file that does not exist"),
        BadInput(name: "FIFO (would block a naive read)", file: "swift/Components/Label.swift",
                 make: { url in try FileManager.default.removeItem(at: url); _ = mkfifo(url.path, 0o644) },
                 message: "swift/Components/Label.swift: skipped: it is not a regular file (a FIFO, socket or device)"),
        BadInput(name: "component on some platforms only", file: "kotlin/components/Label.kt",
                 make: { try FileManager.default.removeItem(at: $0) },
                 message: "label has no kotlin implementation"),
        BadInput(name: "helper that cannot be found", file: "swift/Components/TextVariant.swift",
                 make: { try FileManager.default.removeItem(at: $0) },
                 message: "is not defined in the Swift sources"),
        BadInput(name: "token that cannot be found", file: "kotlin/theme/Tokens.kt",
                 make: { url in
                     let text = try String(contentsOf: url, encoding: .utf8)
                     try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("labelQuaternary = ") }
                         .joined(separator: "\n").write(to: url, atomically: false, encoding: .utf8)
                 },
                 message: "color token `labelQuaternary` is not defined in the kotlin tokens"),
        BadInput(name: "deeply nested and very long Kotlin", file: "kotlin/components/Label.kt", make: deep("kotlin", "val deep = ", ""), message: "7 components, 172 properties", code: 0),
        BadInput(name: "deeply nested and very long Swift", file: "swift/Components/Label.swift", make: deep("swift", "let deep = ", ""), message: "7 components, 172 properties", code: 0),
        BadInput(name: "deeply nested and very long TSX", file: "uniwind/components/ui/label.tsx", make: deep("tsx", "export const deep = ", ";"), message: "7 components, 172 properties", code: 0),
        BadInput(name: "deeply nested className", file: "nativewind/components/ui/label.tsx",
                 make: { url in
                     var text = try String(contentsOf: url, encoding: .utf8)
                     text += "\nconst D = () => <Text className={" + String(repeating: "(", count: 100_000) + "\"text-base\"" + String(repeating: ")", count: 100_000) + "} />;\n"
                     text += "const E = () => " + String(repeating: "<View className=\"p-1\">", count: 20_000) + String(repeating: "</View>", count: 20_000) + ";\n"
                     try text.write(to: url, atomically: false, encoding: .utf8)
                 // D and E are not the label: the label is read as before, so nothing new drifts.
                 }, message: "7 components", code: 0),
    ]

    /// Every file under `dir` with its size and modification time, to prove nothing was written.
    static func snapshot(_ dir: URL) -> [String: String] {
        var out: [String: String] = [:]
        let e = FileManager.default.enumerator(atPath: dir.path)
        while let rel = e?.nextObject() as? String {
            var st = stat()
            guard lstat(dir.appendingPathComponent(rel).path, &st) == 0 else { continue }
            out[rel] = "\(st.st_size) \(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
        }
        return out
    }

    /// A text-style helper declared on `Text` rather than `View` (Vitamin's `extension Text { func
    /// vitaminTextStyle(…) }`) is defined: no finding says it is not.
    @Test func aTextStyleHelperOnTextIsDefined() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Harness.edit(dir, "swift/Components/TextVariant.swift", "extension View {\n  func scaledTextStyle(", "extension Text {\n  func scaledTextStyle(")
        let r = try Harness.run(["check", "--all", "--no-baseline", "--format", "json"], cwd: dir)
        #expect(!r.stdout.contains("is not defined in the Swift sources"), "\(r.stdout)")
        #expect(r.code == 0 || r.code == 1, "\(r.stderr)")
    }

    /// Two platforms whose component files share no name: `check --all` would compare nothing, so it
    /// fails (exit 2) naming the files of each and how to pair them, instead of passing as "no drift".
    @Test func checkAllWithNoPairedComponentFailsAndSaysHowToPairThem() throws {
        let dir = Harness.scratch.appendingPathComponent("parity-unpaired-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try InitTests.write(dir, "kotlin/components/AcmeButtons.kt", "package x\n\n@Composable\nfun AcmeButtons(text: String) {\n    Text(text)\n}\n")
        try InitTests.write(dir, "swift/Components/AcmeButton.swift", "import SwiftUI\n\nstruct AcmeButton: View {\n    var body: some View { Text(\"x\") }\n}\n")
        try #"{"root": ".", "platforms": {"kotlin": {"componentDir": "kotlin/components"}, "swift": {"componentDir": "swift/Components"}}}"#
            .write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let r = try Harness.run(["check", "--all", "--no-baseline"], cwd: dir)
        #expect(r.code == 2, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("no component is on two platforms, so nothing can be compared"), "\(r.stderr)")
        #expect(r.stderr.contains("kotlin has 1 (kotlin/components/AcmeButtons.kt)") && r.stderr.contains("swift has 1 (swift/Components/AcmeButton.swift)"), "\(r.stderr)")
        // Paired in parity.json, they are compared.
        try #"{"root": ".", "platforms": {"kotlin": {"componentDir": "kotlin/components"}, "swift": {"componentDir": "swift/Components"}}, "components": {"button": {"kotlin": "AcmeButtons", "swift": "AcmeButton"}}}"#
            .write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let paired = try Harness.run(["list"], cwd: dir)
        #expect(paired.code == 0 && paired.stdout.contains("button"), "\(paired.stdout)\(paired.stderr)")
    }

    @Test(arguments: cases) func badInputIsReportedAndTheRunGoesOn(_ c: BadInput) throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try c.make(dir.appendingPathComponent("ds").appendingPathComponent(c.file))
        let before = BadInputTests.snapshot(dir)
        let text = try Harness.run(["check", "--all"], cwd: dir)
        #expect(text.code == c.code, "\(c.name): exit \(text.code)\n\(text.stdout)\n\(text.stderr)")
        #expect(text.stdout.contains(c.message), "\(c.name): \(text.stdout.prefix(3000))")
        #expect(!text.stderr.contains("Fatal error") && !text.stderr.contains("Stack dump"), "\(c.name): \(text.stderr)")
        // Every other component was still checked.
        let json = try Harness.run(["check", "--all", "--format", "json"], cwd: dir)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let components = (report?["components"] as? [[String: Any]])?.compactMap { $0["component"] as? String } ?? []
        #expect(components == ["badge", "button", "checkbox", "input", "label", "switch", "tokens"], "\(c.name): \(components)")
        #expect(BadInputTests.snapshot(dir) == before, "\(c.name): a file was written or changed")
    }

    @Test func unreadableFileIsNamed() throws {
        // Permissions do not stop root; the dangling-symlink case covers an unreadable path there.
        guard geteuid() != 0 else { return }
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ds/kotlin/components/Label.kt")
        chmod(file.path, 0)
        defer { chmod(file.path, 0o644) }
        let r = try Harness.run(["check", "--all"], cwd: dir)
        #expect(r.code == 1)
        #expect(r.stdout.contains("kotlin/components/Label.kt: skipped: cannot read the file; check its permissions"))
    }

    /// A Kotlin file of types beside the components (Spark's `IntentColor.kt`) is said to be no
    /// component, with what to do; the `ignores` entry it names drops the warning.
    @Test func aKotlinFileWithoutComposablesIsNamedAHelper() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "package com.acme.ui.components\n\ndata class IntentColor(val fill: Long, val ink: Long)\n".write(to: dir.appendingPathComponent("ds/kotlin/components/IntentColor.kt"), atomically: false, encoding: .utf8)
        try "import SwiftUI\n\nstruct IntentColor { let fill: Color }\n".write(to: dir.appendingPathComponent("ds/swift/Components/IntentColor.swift"), atomically: false, encoding: .utf8)
        let (shown, ignored) = try Self.checkWithAndWithoutFileRead("intent-color", in: dir)
        #expect(shown.contains("kotlin/components/IntentColor.kt: declares no composable function, so it is not a component"), "\(shown)")
        #expect(shown.contains(#"add "intent-color/file.read" to `ignores`"#), "\(shown)")
        #expect(!ignored.contains("declares no composable function"), "\(ignored)")
        // Its Swift twin, a struct of the file's name that is no view (Compound's `ListRowDetails`).
        #expect(shown.contains("swift/Components/IntentColor.swift: `IntentColor` is a struct, not a SwiftUI `View`, so the file is not a component; if it holds helpers, list its folder in `platforms.swift.helpers`"), "\(shown)")
        #expect(!ignored.contains("not a SwiftUI `View`"), "\(ignored)")
    }

    /// A Swift file of view extensions and other types (Compound's `ListStyles.swift`) declares no view: it is
    /// said to be no component, with what to do, not told to rename a view it does not have.
    @Test func aSwiftFileWithoutViewsIsNamedAHelper() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "import SwiftUI\n\nstruct RowMetrics { let inset = 16.0 }\n\nextension View {\n    func rowInsets() -> some View { padding(.horizontal, RowMetrics().inset) }\n}\n".write(to: dir.appendingPathComponent("ds/swift/Components/RowStyles.swift"), atomically: false, encoding: .utf8)
        // Its Kotlin twin makes `row-styles` a component of the design system.
        try "package com.acme.ui.components\n\nval RowInset = 16\n".write(to: dir.appendingPathComponent("ds/kotlin/components/RowStyles.kt"), atomically: false, encoding: .utf8)
        let (shown, ignored) = try Self.checkWithAndWithoutFileRead("row-styles", in: dir)
        #expect(shown.contains("swift/Components/RowStyles.swift: declares no SwiftUI view, so it is not a component"), "\(shown)")
        #expect(shown.contains(#"add "row-styles/file.read" to `ignores`"#), "\(shown)")
        #expect(!shown.contains("name the component's view type after its file"), "\(shown)")
        #expect(!ignored.contains("declares no SwiftUI view"), "\(ignored)")
    }

    /// `check <component>` on the copy in `dir`, then again with `"<component>/file.read"` in
    /// `ignores`: the two outputs.
    static func checkWithAndWithoutFileRead(_ component: String, in dir: URL) throws -> (shown: String, ignored: String) {
        let shown = try Harness.run(["check", component, "--no-baseline"], cwd: dir).stdout
        try #"{ "root": "ds", "baselines": "Baselines", "ignores": ["\#(component)/file.read"] }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let ignored = try Harness.run(["check", component, "--no-baseline"], cwd: dir).stdout
        return (shown, ignored)
    }

    /// A component that is a library component under another name (react-native-reusables'
    /// `const AspectRatio = AspectRatioPrimitive.Root`) is said to be one, not told to rename its
    /// function; the `ignores` entry drops the warning.
    @Test func aLibraryComponentUnderAnotherNameIsNamedAsOne() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        for flavor in ["uniwind", "nativewind"] {
            try "import * as AspectRatioPrimitive from '@rn-primitives/aspect-ratio';\n\nconst AspectRatio = AspectRatioPrimitive.Root;\n\nexport { AspectRatio };\n"
                .write(to: dir.appendingPathComponent("ds/\(flavor)/components/ui/aspect-ratio.tsx"), atomically: false, encoding: .utf8)
        }
        let (shown, ignored) = try Self.checkWithAndWithoutFileRead("aspect-ratio", in: dir)
        #expect(shown.contains("uniwind/components/ui/aspect-ratio.tsx: `AspectRatio` is `AspectRatioPrimitive.Root` of '@rn-primitives/aspect-ratio', a library component under another name"), "\(shown)")
        #expect(shown.contains(#"add "aspect-ratio/file.read" to `ignores`"#), "\(shown)")
        #expect(!shown.contains("name the component's function after its file"), "\(shown)")
        #expect(!ignored.contains("library component under another name"), "\(ignored)")
    }

    /// A file that re-exports a library view (gluestack's `scroll-view/index.tsx`) is said to be
    /// one, with the `ignores` entry that drops the warning; that entry does drop it.
    @Test func aReExportOfALibraryViewIsNamedAsOne() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        for flavor in ["uniwind", "nativewind"] {
            try "'use client';\nexport { ScrollView } from 'react-native';\n".write(to: dir.appendingPathComponent("ds/\(flavor)/components/ui/scroll-view.tsx"), atomically: false, encoding: .utf8)
        }
        let (shown, ignored) = try Self.checkWithAndWithoutFileRead("scroll-view", in: dir)
        #expect(shown.contains("uniwind/components/ui/scroll-view.tsx: `ScrollView` is not defined here, the file re-exports it from 'react-native'"), "\(shown)")
        #expect(shown.contains(#"add "scroll-view/file.read" to `ignores`"#), "\(shown)")
        #expect(!shown.contains("name the component's function after its file"), "\(shown)")
        #expect(!ignored.contains("re-exports"), "\(ignored)")
    }

    /// A tokens folder is read for a TSX flavor's theme files (CSS, TypeScript, JavaScript), not
    /// only its components' extension; one that holds none of them is said, with what to do.
    @Test func aTokensFolderIsReadOrSaidEmpty() throws {
        let component = "import { View } from 'react-native';\nexport function Pip() {\n  return <View className=\"pip__dot\" />;\n}\n"
        let css = ".pip__dot {\n  background-color: var(--color-leaf);\n}\n"
        let read = try Harness.project("tokens-folder", [
            "parity.json": #"{ "platforms": { "uniwind": { "componentDir": "src/ui", "tokens": ["src/theme"] } } }"#,
            "src/ui/pip.tsx": component,
            "src/theme/base.css": "@theme {\n  --color-leaf: #2e7d32;\n}\n",
            "src/theme/parts/pip.css": css,
        ])
        defer { try? FileManager.default.removeItem(at: read) }
        let shown = try Harness.run(["show", "pip"], cwd: read)
        #expect(shown.stdout.contains("root.backgroundColor") && shown.stdout.contains("leaf (#2E7D32)"), "\(shown.stdout)")
        let empty = try Harness.project("tokens-folder-empty", [
            "parity.json": #"{ "platforms": { "uniwind": { "componentDir": "src/ui", "tokens": ["src/theme"] } } }"#,
            "src/ui/pip.tsx": component,
            "src/theme/README.md": "Theme files live elsewhere.\n",
        ])
        defer { try? FileManager.default.removeItem(at: empty) }
        let checked = try Harness.run(["check", "--all", "--no-baseline"], cwd: empty)
        #expect(checked.code == 1, "\(checked.stdout)")
        #expect(checked.stdout.contains("src/theme: the uniwind tokens folder holds no"), "\(checked.stdout)")
        #expect(checked.stdout.contains("list the theme files in `platforms.uniwind.tokens` of parity.json"), "\(checked.stdout)")
    }

    /// A TSX file that the other components of its flavor import (`glyph.tsx`, imported by
    /// `badge.tsx`) and that some platforms lack is their helper, not a component with a
    /// `missing-implementation` per platform; one that some flavor's components do not import
    /// (`meter.tsx` on NativeWind) or that a Swift or Kotlin file shares stays a component.
    @Test func aTSXFileTheFlavorsComponentsImportIsAHelper() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ui = { (flavor: String, file: String) in dir.appendingPathComponent("ds/\(flavor)/components/ui/\(file)") }
        for flavor in ["uniwind", "nativewind"] {
            try "import { View } from \"react-native\"\nexport function Glyph() { return <View /> }\n".write(to: ui(flavor, "glyph.tsx"), atomically: false, encoding: .utf8)
            try "import { View } from \"react-native\"\nexport function Meter() { return <View className=\"h-2\" /> }\n".write(to: ui(flavor, "meter.tsx"), atomically: false, encoding: .utf8)
            let badge = try String(contentsOf: ui(flavor, "badge.tsx"), encoding: .utf8)
            let imports = flavor == "uniwind" ? "import { Glyph } from \"@/components/ui/glyph\"\nimport { Meter } from \"./meter\"\n"
                                              : "import { Glyph } from \"./glyph.tsx\"\n"
            try (imports + badge).write(to: ui(flavor, "badge.tsx"), atomically: false, encoding: .utf8)
        }
        let r = try Harness.run(["list", "--format", "json"], cwd: dir)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let names = (json["components"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(names == ["badge", "button", "checkbox", "input", "label", "meter", "switch"], "\(names)")
        let helpers = json["helpers"] as? [String: [String]]
        #expect(helpers?["uniwind"]?.contains("uniwind/components/ui/glyph.tsx") == true, "\(String(describing: helpers))")
        #expect(helpers?["nativewind"]?.contains("nativewind/components/ui/glyph.tsx") == true, "\(String(describing: helpers))")
        let check = try Harness.run(["check", "--all", "--no-baseline"], cwd: dir).stdout
        #expect(!check.contains("glyph"), "\(check)")
        #expect(check.contains("meter has no swift implementation"), "\(check)")
    }

    @Test func syntaxErrorsHaveLineAndColumnAndTheRestIsStillExtracted() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("ds/kotlin/components/Label.kt")
        let original = try String(contentsOf: url, encoding: .utf8)
        let line = original.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        try (original + "\nval x = ]\n").write(to: url, atomically: false, encoding: .utf8)
        let r = try Harness.run(["check", "label"], cwd: dir)
        #expect(r.code == 1)
        #expect(r.stdout.contains("kotlin/components/Label.kt:\(line):"), "\(r.stdout)")
        let show = try Harness.run(["show", "label", "--platform", "kotlin"], cwd: dir)
        #expect(show.stdout.contains("text.typography"), "what parsed is still extracted: \(show.stdout)")
    }

    @Test func interruptedWriteLeavesTheOldFileAndNoTemporary() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("report.json")
        try Data("old\n".utf8).write(to: out)
        // Deterministic: the binary raises SIGTERM on itself between the complete temporary file and the rename.
        func run(_ args: [String]) throws -> Harness.Result {
            let p = Process()
            p.executableURL = Harness.binary
            p.arguments = args
            p.currentDirectoryURL = dir
            p.environment = ProcessInfo.processInfo.environment.merging(["PARITY_TEST_SIGNAL_BEFORE_RENAME": "1", "NO_COLOR": "1"]) { $1 }
            let err = Pipe()
            p.standardOutput = FileHandle.nullDevice
            p.standardError = err
            try p.run()
            let e = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            #expect(p.terminationReason == .exit)
            return Harness.Result(code: p.terminationStatus, stdout: "", stderr: String(decoding: e, as: UTF8.self))
        }
        let r = try run(["check", "--all", "--format", "json", "--output", "report.json"])
        #expect(r.code == 2)
        #expect(r.stderr.contains("interrupted; no file was left half-written"))
        #expect(try String(contentsOf: out, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") || $0.hasPrefix(".parity.") }.isEmpty)
        // Baselines too.
        let baseline = dir.appendingPathComponent("Baselines/label.json")
        let old = try Data(contentsOf: baseline)
        try Harness.edit(dir, "kotlin/components/Label.kt", "FontWeight.SemiBold", "FontWeight.Bold")
        let b = try run(["baseline", "update", "label"])
        #expect(b.code == 2)
        #expect(try Data(contentsOf: baseline) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("Baselines").path).filter { $0.hasSuffix(".tmp") || $0.hasPrefix(".parity.") }.isEmpty)
    }

    @Test func signalAtAnyMomentLeavesOldOrCompleteFile() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let complete = try Harness.run(["check", "--all", "--format", "json"], cwd: dir).stdout
        let out = dir.appendingPathComponent("report.json")
        // Whatever the moment of the signal, the file is absent or complete, never partial.
        for delay in stride(from: 0, through: 400_000, by: 40_000) {
            try? FileManager.default.removeItem(at: out)
            let p = Process()
            p.executableURL = Harness.binary
            p.arguments = ["check", "--all", "--format", "json", "--output", "report.json"]
            p.currentDirectoryURL = dir
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            usleep(useconds_t(delay))
            kill(p.processIdentifier, SIGINT)
            p.waitUntilExit()
            // A signal before `main` installs the handler (process start-up) still kills the
            // process, before it could write anything; after that the exit is 0, 1 or 2.
            if p.terminationReason == .uncaughtSignal {
                #expect(!FileManager.default.fileExists(atPath: out.path), "delay \(delay): killed after writing")
            } else {
                #expect([0, 1, 2].contains(p.terminationStatus), "delay \(delay): exit \(p.terminationStatus)")
            }
            if let data = FileManager.default.contents(atPath: out.path) {
                #expect(String(decoding: data, as: UTF8.self) == complete, "delay \(delay): partial report")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") || $0.hasPrefix(".parity.") }.isEmpty)
        }
    }
}

/// `parity.json` errors: each malformed file gets exit 2 and exactly this message.
@Suite struct ConfigFileTests {
    static let known = "root, baselines, referencePlatform, maxFileSize, jobs, systemColors, shadowBlurFactor, tolerances, severities, ignores, conventions, parts, components, platforms"
    static let cases: [(String, String)] = [
        (#"{ "root": "ds", "platforms": { "kotlin": { "rem": "14px" } } }"#, #"parity.json:1:44: platforms.kotlin.rem: expected a number > 0, got "14px""#),
        (#"{ "roott": "ds" }"#, "parity.json:1:3: roott: unknown key (did you mean `root`?); known keys: \(known)"),
        (#"{ "root": "ds", "tolerances": { "em": -1 } }"#, "parity.json:1:33: tolerances.em: expected a number ≥ 0, got -1"),
        (#"{ "root": "ds", "tolerances": { "pts": 0.1 } }"#, "parity.json:1:33: tolerances.pts: unknown key (did you mean `pt`?); known: em, pt, ratio"),
        (#"{ "root": "ds", "shadowBlurFactor": 0 }"#, "parity.json:1:17: shadowBlurFactor: expected a number > 0, got 0"),
        (#"{ "root": "ds", "systemColors": "ios17" }"#, #"parity.json:1:17: systemColors: expected one of ios18, got "ios17""#),
        (#"{ "root": "ds", "severities": { "mismatch": "fatal" } }"#, #"parity.json:1:33: severities.mismatch: expected one of error, warning, note, got "fatal""#),
        (#"{ "root": "ds", "severities": { "mismatches": "error" } }"#, "parity.json:1:33: severities.mismatches: unknown key (did you mean `mismatch`?); known: mismatch, missing, unresolved, parse-error, missing-implementation"),
        (#"{ "root": "ds", "ignores": ["label"] }"#, #"parity.json:1:29: ignores[0]: "label" is neither a `component/part.property` pattern (`*` allowed) nor a finding id (`PAR-…`)"#),
        (#"{ "root": "ds", "ignores": "label/text.color" }"#, #"parity.json:1:17: ignores: expected an array of `component/part.property` patterns or finding ids, got "label/text.color""#),
        (#"{ "root": "ds", "conventions": { "kotlinColorObjects": "BpkColor" } }"#, #"parity.json:1:34: conventions.kotlinColorObjects: expected an array of names, got "BpkColor""#),
        (#"{ "root": "ds", "conventions": { "swiftTextStyleHelper": [] } }"#, "parity.json:1:34: conventions.swiftTextStyleHelper: unknown key (did you mean `swiftTextStyleHelpers`?); known: classCombiners, colorObjects, combinedStates, inheritedStyles, keywordSpellings, kotlinColorObjects, kotlinContentColorLocals, kotlinContentStyleLocals, kotlinTokenObjects, kotlinTypographyObjects, placementWords, platformOnlyStates, radiusObjects, radiusTypes, shadowObjects, stateNames, styleAttributes, styleProperties, styleTransforms, swiftHierarchicalStyles, swiftTextStyleHelpers, swiftTokenTypes, swiftTypographyTypes, tables, tagParts, tailwindStatePrefixes, typographyObjects, variantParameters"),
        (#"{ "root": "ds", "conventions": { "tagParts": { "View": 3 } } }"#, "parity.json:1:48: conventions.tagParts.View: expected a string, got 3"),
        (#"{ "root": "ds", "conventions": { "tables": { "kotlin": { "modifiers": { "bpkBackground": [{ "index": 0, "kind": "colour" }] } } } } }"#,
         #"parity.json:1:105: conventions.tables.kotlin.modifiers.bpkBackground[0].kind: unknown sink kind "colour" (did you mean `color`?); known: alignment, arrangement, border, color, count, extent, fontSize, fraction, grow, keyword, layer, length, letterSpacing, opacity, padding, paddingEdges, scale, shape, spacing, textStyle, token, weight, fields:<table>, custom:<name>"#),
        (#"{ "root": "ds", "jobs": 1.5 }"#, "parity.json:1:17: jobs: expected a whole number ≥ 1, got 1.5"),
        (#"{ "root": "ds", "maxFileSize": true }"#, "parity.json:1:17: maxFileSize: expected a positive whole number of bytes, got true"),
        (#"{ "root": "ds", "platforms": { "kotlin": { "tokens": ["theme", 3] } } }"#, "parity.json:1:64: platforms.kotlin.tokens[1]: expected a string, got 3"),
        (#"{ "root": "ds", "platforms": { "swift": { "componentDirs": "x" } } }"#, "parity.json:1:43: platforms.swift.componentDirs: unknown key (did you mean `componentDir`?); known: componentDir, helpers, metroConfig, rem, resources, tokens"),
        (#"[1, 2]"#, "parity.json:1:1: expected a JSON object at the top level, got an array"),
        ("", "parity.json: not valid JSON (the file is empty); fix the syntax"),
    ]

    @Test func malformedConfigsGetExactMessages() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (json, message) in ConfigFileTests.cases {
            try json.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
            let before = BadInputTests.snapshot(dir)
            let r = try Harness.run(["check", "label", "--output", "out.txt"], cwd: dir)
            #expect(r.code == 2, "\(json)")
            #expect(r.stderr == "parity: error: \(message)\n", "\(json)")
            #expect(BadInputTests.snapshot(dir) == before, "\(json): a file was written")
        }
    }

    @Test func pathsThatLeaveTheRootAreRefused() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("ds/outside").path, withDestinationPath: "/usr")
        let root = dir.appendingPathComponent("ds").resolvingSymlinksInPath().path
        let cases = [
            (#"{ "root": "ds", "platforms": { "swift": { "componentDir": "outside" } } }"#, #"parity.json:1:43: platforms.swift.componentDir: "outside" leaves the root \#(root); keep paths inside it"#),
            (#"{ "root": "ds", "platforms": { "kotlin": { "tokens": ["../../etc"] } } }"#, #"parity.json:1:55: platforms.kotlin.tokens[0]: "../../etc" leaves the root \#(root); keep paths inside it"#),
            (#"{ "root": "ds", "platforms": { "kotlin": { "helpers": ["outside"] } } }"#, #"parity.json:1:56: platforms.kotlin.helpers[0]: "outside" leaves the root \#(root); keep paths inside it"#),
            (#"{ "root": "ds", "platforms": { "kotlin": { "metroConfig": "/etc/passwd" } } }"#, #"parity.json:1:44: platforms.kotlin.metroConfig: "/etc/passwd" is absolute; use a path relative to the root"#),
        ]
        for (json, message) in cases {
            try json.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
            let r = try Harness.run(["check", "label"], cwd: dir)
            #expect(r.code == 2, "\(json)")
            #expect(r.stderr == "parity: error: \(message)\n", "\(json): \(r.stderr)")
        }
    }

    @Test func settingsTakeEffect() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        func check(_ json: String) throws -> (Int32, String) {
            try json.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
            let r = try Harness.run(["check", "switch", "--no-baseline"], cwd: dir)
            return (r.code, r.stdout)
        }
        let plain = try check(#"{ "root": "ds" }"#)
        #expect(plain.0 == 1 && plain.1.contains("thumb.width"))
        // A 1 pt tolerance accepts Swift's 28 pt thumb against 27 pt.
        #expect(try check(#"{ "root": "ds", "tolerances": { "pt": 1 } }"#).1.contains("thumb.width") == false)
        // Ignores drop findings by pattern.
        let ignored = try check(#"{ "root": "ds", "ignores": ["switch/thumb.*"] }"#)
        #expect(ignored.0 == 0 && !ignored.1.contains("thumb.width"), "\(ignored.1)")
        // Notes are reported but do not fail the run.
        let notes = try check(#"{ "root": "ds", "severities": { "mismatch": "note" } }"#)
        #expect(notes.0 == 0 && notes.1.contains("thumb.width"), "\(notes.1)")
        // Conventions: without the Kotlin color objects, Kotlin colors are no longer read as tokens
        // (`AcmeTheme.colors` is then the palette its CompositionLocal holds by default).
        let tokens = try Harness.run(["show", "label", "--platform", "kotlin"], cwd: dir)
        #expect(tokens.stdout.contains("label (#1D1D1F / #F5F5F7)  ← colors.label"), "\(tokens.stdout)")
        try #"{ "root": "ds", "conventions": { "kotlinColorObjects": [] } }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let show = try Harness.run(["show", "label", "--platform", "kotlin"], cwd: dir)
        #expect(!show.stdout.contains("label (#1D1D1F") && show.stdout.contains("#1D1D1F  ← Color(0xFF1D1D1F)"), "\(show.stdout)")
    }
}
