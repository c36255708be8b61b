import Foundation
import Testing
import ParityModel
import ParityIR
@testable import ParityExtract

/// The built-in SwiftUI tables: a value of Apple's tables comes out of a component that uses it.
@Suite struct SwiftUITablesTests {
    /// `parity show` of one SwiftUI component written to a fresh single-platform root.
    static func show(_ source: String, component: String = "probe") throws -> String {
        let dir = Harness.scratch.appendingPathComponent("parity-swiftui-\(UUID().uuidString)")
        let components = dir.appendingPathComponent("swift/Components")
        try FileManager.default.createDirectory(at: components, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try source.write(to: components.appendingPathComponent("Probe.swift"), atomically: false, encoding: .utf8)
        let r = try Harness.run(["show", component, "--root", dir.path], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        // Fact lines with their padding collapsed.
        return r.stdout.split(separator: "\n").map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.joined(separator: "\n")
    }

    @Test func appleTextStyleComesOutAtTheDefaultDynamicTypeSize() throws {
        // HIG, Large (default): Headline is Semibold 17/22; SF Pro tracking at 17 pt is -26/1000 em.
        let out = try Self.show("""
            import SwiftUI
            struct Probe: View {
                var body: some View { Text("Title").font(.headline) }
            }
            """)
        #expect(out.contains("text.typography headline (17/22 pt, -0.026 em)"), "\(out)")
        #expect(out.contains("text.fontWeight 600"), "\(out)")
        #expect(AppleTextStyles.typography["headline"] == TypographyValue(size: 17, lineHeight: 22, letterSpacing: -0.026))
        // A style whose tracking is not confirmed is read as its size and line height.
        #expect(AppleTextStyles.named["subheadline"] == NamedTextStyle(fontSize: 15, lineHeight: 20))
    }

    @Test func uikitLabelColorComesOutInBothModes() throws {
        let out = try Self.show("""
            import SwiftUI
            struct Probe: View {
                var body: some View { Text("Hint").foregroundStyle(Color(uiColor: .secondaryLabel)) }
            }
            """)
        // secondaryLabel: #3C3C43 at 0.6 in light mode, #EBEBF5 at 0.6 in dark mode.
        #expect(out.contains("text.color #3C3C4399 / #EBEBF599"), "\(out)")
        let c = Normalize.cssColor("#3C3C4399")
        #expect(c?.red == 0x3C && c?.green == 0x3C && c?.blue == 0x43)
    }

    @Test func hierarchicalStylesAreTheConventionsTokensElseUIKitsLabelColors() throws {
        let tables = PlatformTables.swiftUI(Conventions())
        guard case .token("color", "labelSecondary")? = tables.builtins.names["ShapeStyle.secondary"] else { Issue.record("secondary"); return }
        var c = Conventions()
        c.swiftHierarchicalStyles["tertiary"] = ""
        guard case .fixedColor(let light, let dark)? = PlatformTables.swiftUI(c).builtins.names["ShapeStyle.tertiary"] else { Issue.record("tertiary"); return }
        #expect(light == "#3C3C434D" && dark == "#EBEBF54D")
    }
}
