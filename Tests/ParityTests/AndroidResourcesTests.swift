import Foundation
import Testing
import ParityModel
import ParityIR
@testable import ParityExtract

/// Android resources (`res/values/dimens.xml`, `colors.xml`) as Compose's `dimensionResource` and
/// `colorResource` read them: the scanner, units, references, the dark side, where they are found,
/// and what is said of a name no file defines.
@Suite struct AndroidResourcesTests {
    @Test func theScannerReadsDimensColorsAndTypedItemsOnly() {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- <dimen name="commented">1dp</dimen> -->
            <resources>
                <dimen name="gap">16dp</dimen>
                <item name="stroke" type="dimen">
                    3px
                </item>
                <color name='ink'>#1E3A8A</color>
                <string name="title">Hello</string>
                <style name="Theme"><item name="android:textColor">@color/ink</item></style>
                <dimen name="empty"/>
            </resources>
            """
        let found = AndroidResources.elements(Array(xml.utf8))
        #expect(found == [
            AndroidResources.Element(type: "dimen", name: "gap", text: "16dp", line: 4),
            AndroidResources.Element(type: "dimen", name: "stroke", text: "3px", line: 5),
            AndroidResources.Element(type: "color", name: "ink", text: "#1E3A8A", line: 8),
        ])
    }

    @Test func unitsAndAndroidsColorNotations() {
        #expect(AndroidResources.length("16dp")! == (16, "dp"))
        #expect(AndroidResources.length("16dip")! == (16, "dp"))
        #expect(AndroidResources.length("14.5sp")! == (14.5, "sp"))
        // A pixel at the reference density 3.
        #expect(AndroidResources.length("3px")! == (1, "dp"))
        #expect(AndroidResources.length("1in")! == (160, "dp"))
        #expect(AndroidResources.length("2em") == nil)
        #expect(AndroidResources.length("dp") == nil)
        #expect(AndroidResources.length("16") == nil)
        // Alpha comes first in Android's notations.
        #expect(AndroidResources.color("#1E3A8A")?.description == "#1E3A8A")
        #expect(AndroidResources.color("#801E3A8A")?.description == "#1E3A8A80")
        #expect(AndroidResources.color("#F0A")?.description == "#FF00AA")
        #expect(AndroidResources.color("#8F0A")?.description == "#FF00AA88")
        #expect(AndroidResources.color("#12345") == nil)
        #expect(AndroidResources.color("red") == nil)
    }

    /// A folder of `res/` files in a fresh temporary root.
    static func root(_ files: [String: String]) throws -> URL {
        let dir = Harness.scratch.appendingPathComponent("parity-res-\(UUID().uuidString)")
        for (rel, text) in files {
            let url = dir.appendingPathComponent(rel)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return dir
    }

    @Test func referencesNightColorsAndWhatCannotBeRead() throws {
        let dir = try Self.root([
            "lib/src/main/res/values/dimens.xml": """
                <resources>
                    <dimen name="spacing_m">16dp</dimen>
                    <dimen name="margin">@dimen/spacing_m</dimen>
                    <dimen name="loop_a">@dimen/loop_b</dimen>
                    <dimen name="loop_b">@dimen/loop_a</dimen>
                    <dimen name="dangling">@dimen/nowhere</dimen>
                    <dimen name="relative">2em</dimen>
                </resources>
                """,
            "lib/src/main/res/values/colors.xml": """
                <resources>
                    <color name="ink">#102030</color>
                    <color name="edge">@color/ink</color>
                    <color name="paper">@android:color/white</color>
                </resources>
                """,
            "lib/src/main/res/values-night/colors.xml": "<resources><color name=\"ink\">#E0E0E0</color></resources>",
            // Another configuration than the default is not read.
            "lib/src/main/res/values-sw600dp/dimens.xml": "<resources><dimen name=\"spacing_m\">24dp</dimen></resources>",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let folders = AndroidResources.folders(near: ["lib/src/main/java/com/acme/Button.kt"], root: dir)
        #expect(folders == ["lib/src/main/res"])
        let (table, problems) = AndroidResources.read(folders, root: dir, maxSize: 1 << 20)
        #expect(problems.isEmpty)
        #expect(table.files == ["lib/src/main/res/values/colors.xml", "lib/src/main/res/values/dimens.xml", "lib/src/main/res/values-night/colors.xml"])
        #expect(table.values["dimen/spacing_m"] == .length(16, unit: "dp"))
        #expect(table.values["dimen/margin"] == .length(16, unit: "dp"))
        let ink = RGBA(red: 0x10, green: 0x20, blue: 0x30), night = RGBA(red: 0xE0, green: 0xE0, blue: 0xE0)
        #expect(table.values["color/ink"] == .color(ColorPair(light: ink, dark: night)))
        // A reference is followed in the dark configuration too: `edge` has no night value, `ink` has.
        #expect(table.values["color/edge"] == .color(ColorPair(light: ink, dark: night)))
        #expect(table.values["color/paper"] == .color(ColorPair(light: RGBA(red: 255, green: 255, blue: 255), dark: RGBA(red: 255, green: 255, blue: 255))))
        guard case .problem(let loop)? = table.values["dimen/loop_a"], case .problem(let dangling)? = table.values["dimen/dangling"],
              case .problem(let relative)? = table.values["dimen/relative"] else {
            Issue.record("expected problems: \(table.values)")
            return
        }
        #expect(loop.contains("refers back to itself"), "\(loop)")
        #expect(dangling == "`@dimen/nowhere` in lib/src/main/res/values/dimens.xml:6 names no dimen of the resource files read")
        #expect(relative == "`2em` in lib/src/main/res/values/dimens.xml:7 is not a length (`16dp`, `14sp`, `1px`)")
    }

    static let panel = """
        package com.acme.panel

        import androidx.compose.foundation.layout.Column
        import androidx.compose.foundation.layout.padding
        import androidx.compose.runtime.Composable
        import androidx.compose.ui.Modifier
        import androidx.compose.ui.res.dimensionResource

        @Composable
        fun Panel() {
            Column(modifier = Modifier.padding(top = dimensionResource(id = R.dimen.nope), bottom = dimensionResource(R.dimen.gap), start = dimensionResource(id = com.acme.R.dimen.gap))) {}
        }
        """

    /// A name no file defines is unresolved, saying which files were read and what to set; the
    /// names that are defined are read.
    @Test func anUnknownNameIsUnresolvedNamingTheFilesRead() throws {
        let dir = try Harness.project("res-unknown", [
            "kotlin/components/Panel.kt": Self.panel,
            "kotlin/res/values/dimens.xml": "<resources>\n    <dimen name=\"gap\">8dp</dimen>\n</resources>\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let show = try Harness.run(["show", "panel", "--root", "."], cwd: dir)
        #expect(show.stdout.contains("root.paddingBottom") && show.stdout.contains("8 pt  ← dimensionResource(R.dimen.gap)"), "\(show.stdout)")
        // An id written with the app's package.
        #expect(show.stdout.contains("8 pt  ← dimensionResource(id = com.acme.R.dimen.gap)"), "\(show.stdout)")
        #expect(show.stdout.contains("root.paddingTop: `dimensionResource(id = R.dimen.nope)` is unresolved: no dimen `nope` in the resource files read (kotlin/res/values/dimens.xml); where it is defined elsewhere, list the module's res folder in `platforms.kotlin.resources` of parity.json"), "\(show.stdout)")
        #expect(!show.stdout.contains("not defined in the project"), "\(show.stdout)")
    }

    /// Without any res folder the message says none was read; a folder listed in parity.json is read.
    @Test func aResFolderElsewhereIsListedInParityJSON() throws {
        let dir = try Harness.project("res-listed", [
            "kotlin/components/Panel.kt": Self.panel,
            "android/shared/src/main/res/values/dimens.xml": "<resources><dimen name=\"gap\">12dp</dimen><dimen name=\"nope\">4dp</dimen></resources>",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Harness.run(["show", "panel", "--root", "."], cwd: dir)
        #expect(before.stdout.contains("`dimensionResource(R.dimen.gap)` is unresolved: `R.dimen.gap` is an Android resource, and none was read (no `res/values` folder beside or above the Kotlin files)"), "\(before.stdout)")
        try #"{ "root": ".", "platforms": { "kotlin": { "resources": ["android/shared"] } } }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let after = try Harness.run(["show", "panel"], cwd: dir)
        #expect(after.stdout.contains("12 pt  ← dimensionResource(R.dimen.gap)") && after.stdout.contains("4 pt  ← dimensionResource(id = R.dimen.nope)"), "\(after.stdout) \(after.stderr)")
        // A listed folder without values is said; the key is Kotlin's only.
        try #"{ "root": ".", "platforms": { "kotlin": { "resources": ["android/missing"] } } }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let missing = try Harness.run(["show", "panel"], cwd: dir)
        #expect((missing.stdout + missing.stderr).contains("android/missing: no `values` folder in it"), "\(missing.stdout) \(missing.stderr)")
        try #"{ "root": ".", "platforms": { "swift": { "resources": ["android/shared"] } } }"#.write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let swift = try Harness.run(["show", "panel"], cwd: dir)
        #expect(swift.code == 2 && swift.stderr.contains("platforms.swift.resources: Android resources are read for `kotlin` only"), "\(swift.stderr)")
    }
}
