import Testing
import ParityModel
@testable import ParityCompare

/// A part of a text style one platform states on its own (`tracking-tight` after `text-sm`) against
/// another that states the style's own value (SwiftUI's `.tracking(style.letterSpacing)`): the platforms
/// that state only the style hold its value too, so the one that differs from it is the drift (blind b95
/// toast: the finding named SwiftUI, whose tracking is the style's, and not NativeWind's `tracking-tight`).
@Suite struct TypographyVotesTests {
    let at = SourceLocation(file: "f", line: 1, column: 1)

    func impl(_ p: Platform, _ facts: [(String, Value)]) -> Implementation {
        Implementation(component: "toast", platform: p, file: p.rawValue, facts: facts.map { Fact(key: FactKey(part: "text", property: $0.0), value: $0.1, raw: "", location: at) })
    }

    let sm = Value(unit: .token, token: "sm", typography: TypographyValue(size: 15, lineHeight: 20, letterSpacing: -0.016))

    @Test func theTextStylesValueOutvotesTheOnePlatformThatStatesAnother() {
        let impls = [
            impl(.uniwind, [("typography", sm)]),
            impl(.kotlin, [("typography", sm)]),
            impl(.stylesheet, [("typography", sm)]),
            impl(.nativewind, [("typography", sm), ("letterSpacing", .number(-0.025, .em))]),
            impl(.swift, [("fontSize", .number(15, .pt)), ("lineHeight", .number(20, .pt)), ("letterSpacing", .number(-0.016, .em))]),
        ]
        let result = Comparator().compare(component: "toast", impls)
        let spacing = result.findings.filter { $0.key.property == "letterSpacing" }
        #expect(spacing.count == 1)
        #expect(spacing.first?.kind == .mismatch)
        #expect(spacing.first?.platforms == [.nativewind])
        #expect(spacing.first?.expected == Value.number(-0.016, .em).description)
    }

    /// Where the styles hold nothing of the kind (no platform states a style there), two stated values
    /// are decided as before: by platform order.
    @Test func withoutStylesTheOrderOfPlatformsDecides() {
        let impls = [
            impl(.nativewind, [("letterSpacing", .number(-0.025, .em))]),
            impl(.swift, [("letterSpacing", .number(-0.016, .em))]),
        ]
        let result = Comparator().compare(component: "toast", impls)
        #expect(result.findings.filter { $0.key.property == "letterSpacing" && $0.kind == .mismatch }.count == 1)
    }
}
