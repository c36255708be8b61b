import Foundation
import Testing
@testable import ParityModel
import ParityCompare

/// `parity tokens`: the token tables of the example, one edit per token kind and mode.
@Suite(.serialized) struct TokenTests {
    static func f(_ part: String, _ property: String, _ kind: String, _ platforms: [String]) -> Harness.Found {
        Harness.Found(component: "tokens", part: part, property: property, state: "default", kind: kind, platforms: platforms)
    }

    @Test func tokenTableMatchesGolden() throws {
        let r = try Harness.run(["tokens", "--no-baseline"], cwd: Harness.packageRoot)
        #expect(r.code == 0, "\(r.stderr)")
        let golden = try String(contentsOf: Harness.fixtures.appendingPathComponent("golden/tokens.txt"), encoding: .utf8)
        #expect(r.stdout == golden)
    }

    struct Edit: CustomStringConvertible {
        let file: String, old: String, new: String
        let expect: [Harness.Found]
        var description: String { "\(file): \(old) -> \(new)" }
    }

    static let edits: [Edit] = [
        // A dark color on Kotlin only.
        Edit(file: "kotlin/theme/Tokens.kt", old: "    label = Color(0xFFF5F5F7),", new: "    label = Color(0xFFF5F5F6),",
             expect: [f("color.label", "dark", "mismatch", ["kotlin"])]),
        // A light color in NativeWind's CSS variables (read through tailwind.config.js).
        Edit(file: "nativewind/global.css", old: "--color-accent-pressed: 0 91 184;", new: "--color-accent-pressed: 0 91 185;",
             expect: [f("color.accentPressed", "light", "mismatch", ["nativewind"])]),
        // SwiftUI tracking written in em as if it were points.
        Edit(file: "swift/Theme/Tokens.swift", old: "letterSpacing: -0.442)", new: "letterSpacing: -0.026)",
             expect: [f("typography.base", "letterSpacing", "mismatch", ["swift"])]),
        // A radius in the Uniwind CSS theme.
        Edit(file: "uniwind/global.css", old: "--radius-md: 8px;", new: "--radius-md: 6px;",
             expect: [f("radius", "md", "mismatch", ["uniwind"])]),
        // A shadow blur on Compose, and a SwiftUI shadow radius (half the blur).
        Edit(file: "kotlin/theme/Tokens.kt", old: "Shadow(2.dp, 4.dp, 12.dp,", new: "Shadow(2.dp, 4.dp, 14.dp,",
             expect: [f("shadow.md", "blur", "mismatch", ["kotlin"])]),
        Edit(file: "swift/Theme/Tokens.swift", old: "radius: 6, x: 2", new: "radius: 12, x: 2",
             expect: [f("shadow.md", "blur", "mismatch", ["swift"])]),
        // A line height in theme.ts.
        Edit(file: "stylesheet/components/ui/theme.ts", old: "lg: { fontSize: 20, lineHeight: 25", new: "lg: { fontSize: 20, lineHeight: 24",
             expect: [f("typography.lg", "lineHeight", "mismatch", ["stylesheet"])]),
        // A token only one platform defines.
        Edit(file: "kotlin/theme/Tokens.kt", old: "    val full = 9999.dp", new: "    val full = 9999.dp\n    val xl = 12.dp",
             expect: [f("radius", "xl", "missing", ["uniwind", "nativewind", "stylesheet", "swift"])]),
        // A value the config computes when it runs.
        Edit(file: "nativewind/tailwind.config.js", old: "md: \"8px\",", new: "md: radii.md,",
             expect: [f("radius", "md", "unresolved", ["nativewind"])]),
        // An alpha written after the channels' variable is kept (it was dropped: the same color).
        Edit(file: "nativewind/tailwind.config.js", old: "accent: \"rgb(var(--color-accent) / <alpha-value>)\",", new: "accent: \"rgb(var(--color-accent) / 0.4)\",",
             expect: [f("color.accent", "light", "mismatch", ["nativewind"]), f("color.accent", "dark", "mismatch", ["nativewind"])]),
    ]

    @Test(arguments: edits)
    func tokenEditIsReportedExactly(_ e: Edit) throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (_, before) = try Harness.findings(dir, component: "tokens")
        #expect(before.isEmpty)
        try Harness.edit(dir, e.file, e.old, e.new)
        let (code, after) = try Harness.findings(dir, component: "tokens")
        #expect(code == 1)
        #expect(after == Set(e.expect), "\(e)")
    }

    static let rewrites: [(String, String, String)] = [
        ("uniwind/global.css", "--color-label: #1d1d1f;", "--color-label: #1D1D1F;"),
        ("stylesheet/components/ui/theme.ts", "surface: \"#FFFFFF\"", "surface: \"#fff\""),
        ("kotlin/theme/Tokens.kt", "    label = Color(0xFF1D1D1F),", "    label = Color(0xFF1D1D1F).copy(alpha = 1f),"),
        ("kotlin/theme/Tokens.kt", "Color.Black.copy(alpha = 0.08f)", "Color.Black.copy(alpha = 0.080f)"),
        ("uniwind/global.css", "--text-base: 17px;", "--text-base: 1.0625rem;"),
        ("uniwind/global.css", "--text-base--line-height: 22px;", "--text-base--line-height: calc(22 / 17);"),
        ("swift/Theme/Tokens.swift", "Shadow(color: .black.opacity(0.08)", "Shadow(color: Color.black.opacity(0.080)"),
        ("nativewind/global.css", "--color-label: 29 29 31;", "--color-label: 29  29  31;"),
        // Tailwind 4's own start of a global.css (CSS Cascade Layers, which tree-sitter-css 0.7.4 does not parse): no parse error.
        ("uniwind/global.css", "@import \"tailwindcss\";", "@import \"tailwindcss/theme.css\" layer(theme);\n@import \"tailwindcss/utilities.css\";"),
        // Tailwind 4's oklch() and oklab() of the same sRGB colors (computed back from the hex, checked by a second conversion).
        ("uniwind/global.css", "--color-label: #1d1d1f;", "--color-label: oklch(0.2316 0.0038 286.1);"),
        ("uniwind/global.css", "--color-accent-pressed: #005bb8;", "--color-accent-pressed: oklch(48.25% 41.1% 255.94deg / 100%);"),
        ("uniwind/global.css", "--color-danger: #d0000a;", "--color-danger: var(--red);\n  --red: oklch(0.5389 0.2205 28.36);"),
        // Tailwind 4's `@theme` options, any number of them (tree-sitter-css 0.7.4 takes one word there): no parse error.
        ("uniwind/global.css", "@theme {", "@theme inline static {"),
        ("uniwind/global.css", "@theme {", "@theme static reference\n  inline default {"),
        // Tailwind 4's namespace reset and a removed token (`initial`): no token, no parse error.
        ("uniwind/global.css", "@theme {", "@theme {\n  --radius-*: initial;\n  --text-*: initial;\n  --color-retired: initial;"),
    ]

    @Test(arguments: 0..<rewrites.count)
    func rewriteOfATokenReportsNothing(_ i: Int) throws {
        let (file, old, new) = TokenTests.rewrites[i]
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Harness.edit(dir, file, old, new)
        let (code, after) = try Harness.findings(dir, component: "tokens")
        #expect(code == 0 && after.isEmpty, "\(file): \(old) -> \(new): \(after)")
    }

    /// The config's own one-parameter template helper (`const rgb = (name) => \`rgb(var(--color-${name}) / <alpha-value>)\``)
    /// called for colors (`accent: rgb("accent")`): the same tokens as the strings it makes; another
    /// call stays computed (`unresolved`).
    @Test func aConfigTemplateHelperMakesTheSameColors() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Harness.edit(dir, "nativewind/tailwind.config.js", "module.exports = {", "const rgb = (name) => `rgb(var(--color-${name}) / <alpha-value>)`\n\nmodule.exports = {")
        try Harness.edit(dir, "nativewind/tailwind.config.js", "accent: \"rgb(var(--color-accent) / <alpha-value>)\",", "accent: rgb(\"accent\"),")
        try Harness.edit(dir, "nativewind/tailwind.config.js", "danger: \"rgb(var(--color-danger) / <alpha-value>)\",", "danger: rgb(\"danger\"),")
        let (code, after) = try Harness.findings(dir, component: "tokens")
        #expect(code == 0 && after.isEmpty, "\(after)")
        try Harness.edit(dir, "nativewind/tailwind.config.js", "danger: rgb(\"danger\"),", "danger: shade(\"danger\"),")
        let (_, computed) = try Harness.findings(dir, component: "tokens")
        #expect(computed == [TokenTests.f("color.danger", "light", "unresolved", ["nativewind"]), TokenTests.f("color.danger", "dark", "missing", ["nativewind"])], "\(computed)")
    }

    /// shadcn's radius scale in a `tailwind.config.js` (`md: 'calc(var(--radius) - 2px)'`): the
    /// variable in place, then the arithmetic. Before, the variable's value replaced the whole
    /// text and every step of the scale read as `--radius` itself.
    @Test func aRadiusScaleComputedFromOneVariable() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Harness.edit(dir, "nativewind/global.css", "--color-surface: 255 255 255;", "--color-surface: 255 255 255;\n  --radius: 0.625rem;")
        try Harness.edit(dir, "nativewind/tailwind.config.js", "sm: \"5px\",", "sm: \"calc(var(--radius) - 5px)\",")
        try Harness.edit(dir, "nativewind/tailwind.config.js", "md: \"8px\",", "md: \"calc(var(--radius) - 2px)\",")
        try Harness.edit(dir, "nativewind/tailwind.config.js", "lg: \"10px\",", "lg: \"var(--radius)\",")
        let (code, same) = try Harness.findings(dir, component: "tokens")
        #expect(code == 0 && same.isEmpty, "\(same)")
        try Harness.edit(dir, "nativewind/tailwind.config.js", "calc(var(--radius) - 2px)", "calc(var(--radius) - 4px)")
        let (_, after) = try Harness.findings(dir, component: "tokens")
        #expect(after == [Self.f("radius", "md", "mismatch", ["nativewind"])])
    }

    @Test func swiftSystemColorsAreDefinedOnTheSwiftSide() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A Compose palette that mirrors SwiftUI's blue agrees with it; one that gets dark wrong does not.
        try Harness.edit(dir, "kotlin/theme/Tokens.kt", "    success = Color(0xFF008009),", "    success = Color(0xFF008009),\n    blue = Color(0xFF007AFF),")
        try Harness.edit(dir, "kotlin/theme/Tokens.kt", "    success = Color(0xFF30D158),", "    success = Color(0xFF30D158),\n    blue = Color(0xFF0A84FF),")
        let others = ["uniwind", "nativewind", "stylesheet"]
        let (_, mirrored) = try Harness.findings(dir, component: "tokens")
        #expect(mirrored == [TokenTests.f("color.blue", "light", "missing", others), TokenTests.f("color.blue", "dark", "missing", others)])
        try Harness.edit(dir, "kotlin/theme/Tokens.kt", "blue = Color(0xFF0A84FF)", "blue = Color(0xFF0A85FF)")
        let (_, wrong) = try Harness.findings(dir, component: "tokens")
        #expect(wrong.contains(TokenTests.f("color.blue", "dark", "mismatch", ["kotlin"])) || wrong.contains(TokenTests.f("color.blue", "dark", "mismatch", ["swift"])))
        #expect(!wrong.contains { $0.part == "color.blue" && $0.property == "light" && $0.kind == "mismatch" })
    }

    /// A platform whose colors are all its own names for its palette (system colors, a Compose
    /// scheme's `primary.normal`) takes no part in the color tokens: the other platform's tokens
    /// are not missing on it (Orbit Android + iOS: 150 warnings).
    @Test func colorsAPlatformNamesItselfDoNotMakeItTakePart() {
        let loc = SourceLocation(file: "t", line: 1, column: 1)
        let blue = ColorPair(light: RGBA(red: 0, green: 0, blue: 255), dark: RGBA(red: 0, green: 0, blue: 255))
        var swift = TokenTable(), kotlin = TokenTable()
        swift.colors["accent"] = TokenEntry(value: blue, raw: "", location: loc)
        swift.colors["label"] = TokenEntry(value: blue, raw: "", location: loc)
        kotlin.systemColors["accent"] = TokenEntry(value: blue, raw: "", location: loc)
        kotlin.radius["md"] = TokenEntry(value: 8, raw: "8.dp", location: loc)
        swift.radius["md"] = TokenEntry(value: 8, raw: "8", location: loc)
        let result = TokenComparator().compare([.swift: swift, .kotlin: kotlin], files: [.swift: "a.swift", .kotlin: "b.kt"])
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        // Where it defines a color of its own, it takes part: the other's colors are missing on it.
        kotlin.colors["ink"] = TokenEntry(value: blue, raw: "", location: loc)
        let taking = TokenComparator().compare([.swift: swift, .kotlin: kotlin], files: [.swift: "a.swift", .kotlin: "b.kt"])
        #expect(taking.findings.contains { $0.kind == .missing && $0.key.part == "color.label" && $0.platforms == [.kotlin] })
    }

    /// A token a platform lacks is missing in the file that holds its other tokens of that kind
    /// (Backpack: a spacing missing on Compose was put at `BpkBorderRadius.kt:1:1`, the first token file).
    @Test func aMissingTokenPointsAtTheFileOfItsKind() {
        func at(_ file: String) -> ParityModel.SourceLocation { ParityModel.SourceLocation(file: file, line: 3, column: 5) }
        var swift = TokenTable(), kotlin = TokenTable()
        swift.radius["md"] = TokenEntry(value: 8, raw: "8", location: at("Radii.swift"))
        swift.spacing["sm"] = TokenEntry(value: 4, raw: "4", location: at("Spacing.swift"))
        swift.spacing["xl"] = TokenEntry(value: 64, raw: "64", location: at("Spacing.swift"))
        kotlin.radius["md"] = TokenEntry(value: 8, raw: "8.dp", location: at("BpkRadius.kt"))
        kotlin.radius["pill"] = TokenEntry(value: 40, raw: "40.dp", location: at("BpkRadius.kt"))
        kotlin.spacing["sm"] = TokenEntry(value: 4, raw: "4.dp", location: at("BpkSpacing.kt"))
        let result = TokenComparator().compare([.swift: swift, .kotlin: kotlin], files: [.swift: "Colors.swift", .kotlin: "BpkColors.kt"])
        let xl = result.findings.first { $0.key.part == "spacing" && $0.key.property == "xl" }
        let pill = result.findings.first { $0.key.part == "radius" && $0.key.property == "pill" }
        #expect(xl?.kind == .missing && xl?.values[.kotlin]?.location?.file == "BpkSpacing.kt", "\(String(describing: xl))")
        #expect(pill?.kind == .missing && pill?.values[.swift]?.location?.file == "Radii.swift", "\(String(describing: pill))")
    }

    /// A Material-style token class: its constructor's defaults are the tokens
    /// (`data class Shapes(val md: CornerBasedShape = RoundedCornerShape(8.dp))`).
    @Test func aTokenClassesConstructorDefaultsAreItsTokens() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Harness.edit(dir, "kotlin/theme/Tokens.kt", """
            object Radius {
                val sm = 5.dp
                val md = 8.dp
                val lg = 10.dp
                val full = 9999.dp
            }
            """, """
            data class Shapes(
                val sm: CornerBasedShape = RoundedCornerShape(5.dp),
                val md: CornerBasedShape = RoundedCornerShape(size = 8.dp),
                val lg: CornerBasedShape = RoundedCornerShape(10.dp),
                val full: CornerBasedShape = RoundedCornerShape(9999.dp),
            )
            """)
        let (code, same) = try Harness.findings(dir, component: "tokens")
        #expect(code == 0 && same.isEmpty, "\(same)")
        // A changed default is found.
        try Harness.edit(dir, "kotlin/theme/Tokens.kt", "RoundedCornerShape(size = 8.dp)", "RoundedCornerShape(size = 6.dp)")
        let (_, after) = try Harness.findings(dir, component: "tokens")
        #expect(after == [TokenTests.f("radius", "md", "mismatch", ["kotlin"])])
    }

    /// A second scheme of the same mode in another file (a high-contrast variant, another brand):
    /// the first file's colors stay, and a warning names both files and what to do.
    @Test func aSecondSchemeFileOfAModeIsSaidAndTheFirstKept() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try InitTests.write(dir, "ds/kotlin/theme/TokensHighContrast.kt", """
            package com.example.ds.theme

            import androidx.compose.ui.graphics.Color

            val DarkColorsHighContrast = Colors(
                label = Color(color = 0xFFFFFFFF),
                accent = Color(0xFF0071E3),
            )
            """)
        let r = try Harness.run(["check", "tokens", "--no-baseline", "--format", "json"], cwd: dir)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let findings = json["findings"] as! [[String: Any]]
        // `label` differs (`accent` is the same): one warning, at the later file.
        let said = findings.compactMap { $0["message"] as? String }.filter { $0.contains("both declare dark color schemes") }
        #expect(said.count == 1, "\(findings)")
        #expect(said.first?.contains("kotlin/theme/Tokens.kt and kotlin/theme/TokensHighContrast.kt both declare dark color schemes that set `label` otherwise") == true, "\(said)")
        #expect(said.first?.contains("parity reads the colors of kotlin/theme/Tokens.kt") == true, "\(said)")
        // The dark label is still the base scheme's: no drift against the other platforms.
        #expect(!findings.contains { ($0["part"] as? String) == "color.label" }, "\(findings)")
    }

    @Test func anotherDesignSystemDeclaresItsTokenObjects() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Harness.edit(dir, "kotlin/theme/Tokens.kt", "object Radius {", "object Corners {")
        try Harness.edit(dir, "kotlin/theme/Tokens.kt", "    val md = 8.dp", "    val md = 6.dp")
        // By default `Corners` is not a token object: Kotlin takes no part in radius.
        let (_, before) = try Harness.findings(dir, component: "tokens")
        #expect(!before.contains { $0.part == "radius" })
        try #"{ "root": "ds", "baselines": "Baselines", "conventions": { "kotlinTokenObjects": { "Corners": "radius", "Typography": "typography", "Shadows": "shadow" } } }"#
            .write(to: dir.appendingPathComponent("parity.json"), atomically: false, encoding: .utf8)
        let (_, after) = try Harness.findings(dir, component: "tokens")
        #expect(after == [TokenTests.f("radius", "md", "mismatch", ["kotlin"])])
    }

    @Test func tokenDriftAcceptedByBaselineAndReportedInJSON() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Harness.edit(dir, "uniwind/global.css", "--radius-md: 8px;", "--radius-md: 6px;")
        #expect(try Harness.run(["tokens"], cwd: dir).code == 1)
        let update = try Harness.run(["baseline", "update", "tokens"], cwd: dir)
        #expect(update.code == 0 && update.stdout.contains("Baselines/tokens.json: added 1"), "\(update.stdout)\(update.stderr)")
        let after = try Harness.run(["tokens", "--format", "json"], cwd: dir)
        #expect(after.code == 0)
        let json = try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as! [String: Any]
        let findings = json["findings"] as! [[String: Any]]
        #expect(findings.count == 1 && findings[0]["baselined"] as? Bool == true && findings[0]["property"] as? String == "md")
        // The component that uses the token drifts too, on its own line.
        let (_, all) = try Harness.findings(dir)
        #expect(all.contains(Harness.Found(component: "input", part: "root", property: "radius", state: "default", kind: "mismatch", platforms: ["uniwind"]))
                || all.contains { $0.component == "input" && $0.property == "radius" && $0.platforms.contains("uniwind") })
    }
}

/// Letter-spacing on every typography step of the example: SwiftUI points ↔ Compose em.
@Suite struct LetterSpacingTests {
    static func steps(_ file: String, _ pattern: String) throws -> [String: (size: Double, spacing: Double)] {
        let text = try String(contentsOf: Harness.example.appendingPathComponent(file), encoding: .utf8)
        var out: [String: (Double, Double)] = [:]
        for m in text.matches(of: try Regex(pattern)) {
            let name = String(m.output[1].substring!), size = Double(m.output[2].substring!)!, spacing = Double(m.output[3].substring!)!
            out[name] = (size, spacing)
        }
        return out
    }

    @Test func everyStepConvertsBothWays() throws {
        let swift = try LetterSpacingTests.steps("swift/Theme/Tokens.swift", #"static let (\w+) = TextStyle\(size: ([0-9.]+), lineHeight: [0-9.]+, letterSpacing: (-?[0-9.]+)\)"#)
        let kotlin = try LetterSpacingTests.steps("kotlin/theme/Tokens.kt", #"val (\w+) = textStyle\(([0-9.]+), [0-9.]+, (-?[0-9.]+)\)"#)
        #expect(swift.count == 6 && Set(swift.keys) == Set(kotlin.keys))
        for (name, (size, points)) in swift {
            let em = try #require(kotlin[name]).spacing
            // points -> em (what parity does), within the em tolerance (Kotlin rounds to 3 decimals)
            #expect(abs(Normalize.letterSpacingEm(points: points, fontSize: size) - em) <= 0.0005, "\(name)")
            // em -> points: the Compose value times the size gives back SwiftUI's points
            #expect(abs(em * size - points) <= 0.0005 * size, "\(name)")
        }
    }
}
