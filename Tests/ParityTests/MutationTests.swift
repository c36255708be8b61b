import Foundation
import Testing

/// One-line edits of the example: each must be reported as exactly that drift, and nothing else.
@Suite(.serialized) struct MutationTests {
    struct Mutation: CustomStringConvertible {
        let file: String, old: String, new: String
        let expect: [Harness.Found]
        var description: String { "\(file): \(old) -> \(new)" }
    }

    static func f(_ c: String, _ part: String, _ property: String, _ platforms: [String]) -> Harness.Found {
        f(c, part, property, "default", "mismatch", platforms)
    }

    static func f(_ c: String, _ part: String, _ property: String, _ state: String, _ kind: String, _ platforms: [String]) -> Harness.Found {
        Harness.Found(component: c, part: part, property: property, state: state, kind: kind, platforms: platforms)
    }

    static let mutations: [Mutation] = [
        Mutation(file: "kotlin/components/Label.kt", old: "FontWeight.SemiBold", new: "FontWeight.Medium",
                 expect: [f("label", "text", "fontWeight", ["kotlin"])]),
        Mutation(file: "uniwind/components/ui/label.tsx", old: "gap-2", new: "gap-3",
                 expect: [f("label", "root", "gap", ["uniwind"])]),
        Mutation(file: "swift/Components/Label.swift", old: ": .labelQuaternary", new: ": .labelSecondary",
                 expect: [f("label", "text", "color", "disabled", "mismatch", ["swift"])]),
        Mutation(file: "stylesheet/components/ui/theme.ts", old: "letterSpacing: -0.442", new: "letterSpacing: -0.6",
                 expect: [f("button", "text", "typography", ["stylesheet"]), f("input", "text", "typography", ["stylesheet"]),
                          f("input", "placeholder", "typography", ["stylesheet"]), f("label", "text", "typography", ["stylesheet"]),
                          f("tokens", "typography.base", "letterSpacing", ["stylesheet"])]),
        Mutation(file: "swift/Theme/Tokens.swift", old: "label = Color.adaptive(light: .init(0x1D1D1F)", new: "label = Color.adaptive(light: .init(0x1D1D1E)",
                 expect: [f("badge", "text", "color", ["swift"]), f("button", "text", "color", ["swift"]), f("input", "text", "color", ["swift"]), f("label", "text", "color", ["swift"]),
                          f("tokens", "color.label", "light", ["swift"])]),
        Mutation(file: "nativewind/components/ui/button.tsx", old: "state.pressed && rootPressed[variant]", new: "state.pressed && \"bg-control\"",
                 expect: [f("button", "root", "backgroundColor", "pressed", "mismatch", ["nativewind"])]),
        Mutation(file: "kotlin/components/Switch.kt", old: ".width(51.dp)", new: ".width(52.dp)",
                 expect: [f("switch", "track", "width", ["kotlin"])]),
        Mutation(file: "stylesheet/components/ui/checkbox.tsx", old: "borderRadius: radius.sm", new: "borderRadius: radius.md",
                 expect: [f("checkbox", "root", "radius", ["stylesheet"])]),
        Mutation(file: "swift/Components/Badge.swift", old: ".padding(.horizontal, 8)", new: ".padding(.horizontal, 10)",
                 expect: [f("badge", "root", "paddingStart", ["swift"]), f("badge", "root", "paddingEnd", ["swift"])]),
        Mutation(file: "kotlin/components/Input.kt", old: "isError -> borderColor = colors.danger", new: "isError -> borderColor = colors.accent",
                 expect: [f("input", "root", "borderColor", "invalid", "mismatch", ["kotlin"])]),
        Mutation(file: "uniwind/components/ui/badge.tsx", old: "text-xs", new: "text-sm",
                 expect: [f("badge", "text", "typography", ["uniwind"])]),
        Mutation(file: "swift/Components/Button.swift", old: "case .lg: 52", new: "case .lg: 56",
                 expect: [f("button", "root", "height", ["swift"])]),
        Mutation(file: "nativewind/metro.config.js", old: "inlineRem: 16", new: "inlineRem: 14",
                 expect: [] /* checked below: every nativewind spacing drifts */),
    ]

    @Test(arguments: mutations.filter { !$0.expect.isEmpty })
    func mutationIsReportedExactly(_ m: Mutation) throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (_, before) = try Harness.findings(dir)
        try Harness.edit(dir, m.file, m.old, m.new)
        let (code, after) = try Harness.findings(dir)
        #expect(code == 1)
        #expect(after.subtracting(before) == Set(m.expect), "\(m)")
        #expect(before.subtracting(after).isEmpty, "\(m) hid an existing finding")
    }

    @Test func nativeWindDefaultRemIsRealDrift() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (_, before) = try Harness.findings(dir, component: "label")
        try Harness.edit(dir, "nativewind/metro.config.js", "inlineRem: 16", "inlineRem: 14")
        let (code, after) = try Harness.findings(dir, component: "label")
        #expect(code == 1)
        #expect(after.subtracting(before) == [MutationTests.f("label", "root", "gap", ["nativewind"])])
    }
}

/// Rewrites that change nothing visible: nothing new may be reported.
@Suite(.serialized) struct NoFalseAlarmTests {
    static let rewrites: [(String, String, String)] = [
        ("kotlin/components/Label.kt", "FontWeight.SemiBold", "FontWeight.W600"),
        ("uniwind/components/ui/label.tsx", "gap-2", "gap-[8px]"),
        ("stylesheet/components/ui/label.tsx", "fontWeight: \"600\"", "fontWeight: \"600\" "),
        ("kotlin/theme/Tokens.kt", "label = Color(0xFF1D1D1F)", "label = Color(0xFF1D1D1F).copy(alpha = 1f)"),
        ("stylesheet/components/ui/theme.ts", "label: \"#1D1D1F\"", "label: \"rgb(29, 29, 31)\""),
        ("kotlin/components/Label.kt", "val colors = AcmeTheme.colors\n", "val colors = AcmeTheme.colors\n    val palette = colors\n"),
        ("swift/Components/Label.swift", ".scaledTextStyle(.base, weight: .semibold)", ".scaledTextStyle(TextStyle.base, weight: Font.Weight.semibold)"),
        ("nativewind/components/ui/button.tsx", "\"flex-row items-center gap-2 rounded-md\"", "\"rounded-md gap-2 items-center flex-row\""),
        ("swift/Components/Label.swift", "HStack(alignment: .center, spacing: 8)", "HStack(\n      alignment: .center,\n      spacing: 8\n    )"),
    ]

    @Test(arguments: 0..<rewrites.count)
    func rewriteReportsNothingNew(_ i: Int) throws {
        let (file, old, new) = NoFalseAlarmTests.rewrites[i]
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (_, before) = try Harness.findings(dir)
        try Harness.edit(dir, file, old, new)
        let (_, after) = try Harness.findings(dir)
        #expect(after == before, "\(file): \(old) -> \(new)")
    }
}
