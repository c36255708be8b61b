import Testing
import ParityModel
@testable import ParityCompare

/// Sizes named apart across platforms (`Comparator.aligningSizes`): a middle step spelled
/// differently, and the cases of a library's size scale the design system does not have.
@Suite struct SizeAlignmentTests {
    let here = SourceLocation(file: "f", line: 1, column: 1)

    func height(_ size: String, _ points: Double) -> Fact {
        Fact(key: FactKey(part: "root", property: "height", size: size), value: Value(unit: .pt, number: points), raw: "\(points)", location: here)
    }

    func compare(swift: [Fact], kotlin: [Fact], librarySizes: [String]? = nil) -> ComponentResult {
        var c = Comparator()
        c.platforms = [.swift, .kotlin]
        var s = Implementation(component: "chip", platform: .swift, file: "s", facts: swift)
        s.librarySizes = librarySizes
        return c.compare(component: "chip", [s, Implementation(component: "chip", platform: .kotlin, file: "k", facts: kotlin)])
    }

    /// SwiftUI's `ControlSize` (mini … extraLarge) against a design system's sm/md/lg: `regular` is
    /// `md`, and `mini` and `xl`, which only the library has, are not compared.
    @Test func aLibraryScaleComparesAtTheDesignSystemsSizes() {
        let r = compare(swift: [height("mini", 22), height("sm", 28), height("regular", 36), height("lg", 44), height("xl", 52)],
                        kotlin: [height("sm", 28), height("md", 36), height("lg", 44)],
                        librarySizes: ["mini", "sm", "regular", "lg", "xl"])
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
        let md = r.rows.first { $0.key == FactKey(part: "root", property: "height", size: "md") }
        #expect(md?.cells[.swift] != nil && md?.cells[.kotlin] != nil)
        // A drift at a shared size is still found.
        let drift = compare(swift: [height("mini", 22), height("sm", 28), height("regular", 38), height("lg", 44)],
                            kotlin: [height("sm", 28), height("md", 36), height("lg", 44)], librarySizes: ["mini", "sm", "regular", "lg"])
        #expect(drift.findings.map(\.key) == [FactKey(part: "root", property: "height", size: "md")])
    }

    /// A size of the project's own scale that one platform lacks is still a finding; a library
    /// scale is kept whole where no other platform has sizes to compare with.
    @Test func aProjectsExtraSizeIsStillMissing() {
        let r = compare(swift: [height("sm", 28), height("md", 36), height("xl", 52)], kotlin: [height("sm", 28), height("md", 36)])
        #expect(r.findings.map(\.key) == [FactKey(part: "root", property: "height", size: "xl")])
        let alone = Comparator.aligningSizes([Implementation(component: "chip", platform: .swift, file: "s", facts: [height("mini", 22), height("regular", 36)])])
        #expect(alone[0].facts.map(\.key.size) == ["mini", "regular"])
    }

    /// Two platforms that spell the middle step apart compare under the earlier name of
    /// `middleSizes` (`default` against `regular`: `default`), whichever comes first.
    @Test func theMiddleStepTakesOneName() {
        for (a, b) in [("default", "regular"), ("regular", "default")] {
            let r = compare(swift: [height("sm", 28), height(a, 36)], kotlin: [height("sm", 28), height(b, 36)])
            #expect(r.findings.isEmpty, "\(a)/\(b): \(r.findings.map(\.message))")
            #expect(r.rows.contains { $0.key.size == "default" } && !r.rows.contains { $0.key.size == "regular" })
        }
    }
}
