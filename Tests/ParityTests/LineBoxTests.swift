import Testing
import ParityModel
@testable import ParityCompare

/// A text whose line height one platform states as its line box (SwiftUI's `.frame(minHeight:
/// style.lineHeight)` beside `.font(.system(size: style.size))` and `.tracking(style.letterSpacing)`)
/// against platforms that name the text style (blind b102 list row: twelve `missing` rows, a
/// `typography` and a `minHeight` per text and size, where every platform agreed).
@Suite struct LineBoxTests {
    let at = SourceLocation(file: "f", line: 1, column: 1)

    func impl(_ p: Platform, _ facts: [(String, Value)]) -> Implementation {
        Implementation(component: "row", platform: p, file: p.rawValue, facts: facts.map { Fact(key: FactKey(part: "text", property: $0.0), value: $0.1, raw: "", location: at) })
    }

    let base = Value(unit: .token, token: "base", typography: TypographyValue(size: 17, lineHeight: 22, letterSpacing: -0.026))

    func findings(swiftMinHeight: Double) -> [Finding] {
        let impls = [
            impl(.uniwind, [("typography", base)]),
            impl(.kotlin, [("typography", base)]),
            impl(.swift, [("fontSize", .number(17, .pt)), ("letterSpacing", .number(-0.026, .em)), ("minHeight", .number(swiftMinHeight, .pt))]),
        ]
        return Comparator().compare(component: "row", impls).findings.filter { $0.key.part == "text" }
    }

    @Test func aLineBoxAtTheStylesLineHeightIsThatLineHeight() {
        #expect(findings(swiftMinHeight: 22).isEmpty)
    }

    /// A minimum height that is not the style's line height is a box of its own: the others lack it,
    /// and the SwiftUI text states no line height of the style.
    @Test func anotherMinimumHeightIsABoxOfItsOwn() {
        let found = findings(swiftMinHeight: 44)
        #expect(found.contains { $0.key.property == "minHeight" && $0.kind == .missing })
        #expect(found.contains { $0.key.property == "typography" && $0.kind == .missing && $0.platforms == [.swift] })
    }
}
