import Foundation
import Testing

/// The extracted, normalized model of each example component on each platform, as
/// `parity show` prints it, against a reviewed golden file.
@Suite struct GoldenTests {
    @Test(arguments: ["badge", "button", "checkbox", "input", "label", "switch"])
    func extractedModelMatchesGolden(_ component: String) throws {
        let r = try Harness.run(["show", component], cwd: Harness.packageRoot)
        #expect(r.code == 0, "\(r.stderr)")
        let golden = try String(contentsOf: Harness.fixtures.appendingPathComponent("golden/\(component).txt"), encoding: .utf8)
        #expect(r.stdout == golden, "parity show \(component) differs from Tests/Fixtures/golden/\(component).txt; review the change, then regenerate with: .build/debug/parity show \(component) > Tests/Fixtures/golden/\(component).txt")
        // Every platform's block is present.
        for p in ["uniwind", "nativewind", "stylesheet", "swift", "kotlin"] { #expect(r.stdout.contains("\(component) · \(p) ·")) }
    }
}

@Suite struct CLITests {
    @Test func mainCommandExitsZeroOnTheExample() throws {
        let r = try Harness.run(["check", "label"], cwd: Harness.packageRoot)
        #expect(r.code == 0)
        #expect(r.stdout.contains("label · 5 platforms"))
    }

    @Test func unknownComponentExitsTwoAndListsTheNames() throws {
        let r = try Harness.run(["check", "labell"], cwd: Harness.packageRoot)
        #expect(r.code == 2)
        #expect(r.stderr.contains("unknown component `labell`"))
        #expect(r.stderr.contains("badge, button, checkbox, input, label, switch"))
        #expect(!r.stderr.contains("Fatal"))
    }

    @Test func unknownOptionSuggestsTheNearest() throws {
        let r = try Harness.run(["check", "label", "--formt", "json"], cwd: Harness.packageRoot)
        #expect(r.code == 2)
        #expect(r.stderr.contains("unknown option --formt (did you mean --format?)"))
    }

    @Test func driftWithoutBaselineExitsOne() throws {
        let r = try Harness.run(["check", "switch", "--no-baseline"], cwd: Harness.packageRoot)
        #expect(r.code == 1)
        #expect(r.stdout.contains("✗ mismatch  thumb.width  swift/Components/Switch.swift:49:21"))
        #expect(r.stdout.contains("swift 28 pt [28]"))
    }

    /// A component whose file is named differently on one platform (`StatusPill.kt` for the badge)
    /// pairs through parity.json's `components`; a name that matches no file is an error naming the key.
    @Test func componentsNamedDifferentlyPerPlatform() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let kt = dir.appendingPathComponent("ds/kotlin/components")
        try FileManager.default.moveItem(at: kt.appendingPathComponent("Badge.kt"), to: kt.appendingPathComponent("StatusPill.kt"))
        let before = try Harness.run(["list"], cwd: dir)
        #expect(before.stdout.contains("badge\tuniwind nativewind stylesheet swift\n"), "\(before.stdout)")
        try #"{ "root": "ds", "baselines": "Baselines", "components": { "badge": { "kotlin": "StatusPill" } } }"#
            .write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let after = try Harness.run(["list"], cwd: dir)
        #expect(after.code == 0, "\(after.stderr)")
        #expect(after.stdout.contains("badge\tuniwind nativewind stylesheet swift kotlin\n"), "\(after.stdout)")
        #expect(!after.stdout.contains("status-pill"), "\(after.stdout)")
        let show = try Harness.run(["show", "badge", "--platform", "kotlin"], cwd: dir)
        #expect(show.stdout.contains("badge · kotlin · kotlin/components/StatusPill.kt"), "\(show.stdout)")
        let cases: [(String, String)] = [
            (#"{ "root": "ds", "components": { "badge": { "kotlin": "Nope" } } }"#,
             "parity.json components.badge.kotlin: no file `Nope.kt` under kotlin/components; name a component file of that folder"),
            (#"{ "root": "ds", "components": { "badge": { "kotln": "StatusPill" } } }"#, "components.badge.kotln: unknown platform"),
            (#"{ "root": "ds", "components": { "Badge Pill": { "kotlin": "StatusPill" } } }"#, "components.Badge Pill: expected a component name in kebab-case"),
        ]
        for (json, message) in cases {
            try json.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
            let r = try Harness.run(["check", "badge"], cwd: dir)
            #expect(r.code == 2, "\(json)")
            #expect(r.stderr.contains(message), "\(json): \(r.stderr)")
        }
    }

    @Test func configErrorsNameTheKeyPath() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, String)] = [
            (#"{ "root": "ds", "platforms": { "kotlin": { "rem": "14px" } } }"#, #"parity.json:1:44: platforms.kotlin.rem: expected a number > 0, got "14px""#),
            (#"{ "roott": "ds" }"#, "parity.json:1:3: roott: unknown key (did you mean `root`?)"),
            (#"{ "root": "../elsewhere" }"#, #"parity.json:1:3: root: "../elsewhere" leaves the root"#),
            (#"{ "root": "/etc" }"#, #"parity.json:1:3: root: "/etc" is absolute"#),
            (#"{ "root": 3 }"#, "parity.json:1:3: root: expected a string, got 3"),
            (#"{ "root": "ds", "referencePlatform": "android" }"#, #"parity.json:1:17: referencePlatform: expected one of uniwind, nativewind, stylesheet, swift, kotlin, got "android""#),
            (#"{ "root": "ds", "platforms": { "kotlinn": {} } }"#, "parity.json:1:32: platforms.kotlinn: unknown platform (did you mean `kotlin`?)"),
            (#"{ "root": "ds", "maxFileSize": -1 }"#, "parity.json:1:17: maxFileSize: expected a positive whole number of bytes, got -1"),
            (#"{ "root": "ds", "#, "parity.json:1:17: not valid JSON: expected a key in double quotes, got the end of the file; fix the syntax"),
        ]
        for (json, message) in cases {
            try json.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
            let r = try Harness.run(["check", "label"], cwd: dir)
            #expect(r.code == 2, "\(json)")
            #expect(r.stderr.contains(message), "\(json): \(r.stderr)")
        }
    }
}
