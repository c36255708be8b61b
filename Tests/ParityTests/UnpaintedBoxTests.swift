import Testing
import ParityModel
@testable import ParityCompare

/// A toast's action (blind test b55): SwiftUI pads its label and fills a rounded shape behind it
/// only while pressed, and dims the whole with `.opacity(isEnabled ? 1 : 0.5)`; React Native's
/// `Pressable` is `rounded-sm` at rest with no fill, dimmed with `disabled:opacity-50`.
@Suite struct UnpaintedBoxTests {
    let here = SourceLocation(file: "f", line: 1, column: 1)

    func fact(_ part: String, _ property: String, state: String = "default", _ value: Value) -> Fact {
        Fact(key: FactKey(part: part, property: property, state: state), value: value, raw: "", location: here)
    }

    func part(_ name: String, in parent: String?) -> PartInfo {
        PartInfo(name: name, how: "test", view: "View", location: SourceLocation(file: "f", line: parent == nil ? 1 : 2, column: 1), parent: parent, index: 0)
    }

    func compare(swift: [Fact], tsx: [Fact]) -> ComponentResult {
        var c = Comparator()
        c.platforms = [.uniwind, .swift]
        let parts = [part("root", in: nil), part("container", in: "root"), part("text", in: "container")]
        return c.compare(component: "toast", [
            Implementation(component: "toast", platform: .uniwind, file: "u", facts: tsx, parts: parts),
            Implementation(component: "toast", platform: .swift, file: "s", facts: swift, parts: parts),
        ])
    }

    let gray = Value(unit: .color, color: ColorPair(light: Normalize.cssColor("#8E8E93")!, dark: Normalize.cssColor("#8E8E93")!))

    @Test func aDimmedLabelIsItsOnlyBoxDimmed() {
        let r = compare(swift: [fact("text", "opacity", state: "disabled", .number(0.5, .ratio))],
                        tsx: [fact("container", "opacity", state: "disabled", .number(0.5, .ratio))])
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
        // At another value it is a drift.
        let drift = compare(swift: [fact("text", "opacity", state: "disabled", .number(0.4, .ratio))],
                            tsx: [fact("container", "opacity", state: "disabled", .number(0.5, .ratio))])
        #expect(!drift.findings.isEmpty)
    }

    /// A field framed to its height itself (SwiftUI's `TextField(…).frame(height: 44)`) and one whose
    /// `View` around its only `TextInput` is `h-11` (blind test b65): one height.
    @Test func aSizeOnTheBoxAroundTheOnlyChildIsTheChildsSize() {
        #expect(compare(swift: [fact("text", "height", .number(44, .pt))], tsx: [fact("container", "height", .number(44, .pt))]).findings.isEmpty)
        // At another height each lacks the other's.
        #expect(!compare(swift: [fact("text", "height", .number(40, .pt))], tsx: [fact("container", "height", .number(44, .pt))]).findings.isEmpty)
    }

    @Test func aRadiusDrawnOnlyWhilePressedIsNoneMissingAtRest() {
        let pressedOnly = [fact("container", "backgroundColor", state: "pressed", gray), fact("container", "radius", state: "pressed", .number(5, .pt))]
        let always = [fact("container", "backgroundColor", state: "pressed", gray), fact("container", "radius", .number(5, .pt))]
        #expect(compare(swift: pressedOnly, tsx: always).findings.isEmpty)
        // A platform that paints the box at rest and has no radius there lacks it.
        let paintedAtRest = pressedOnly + [fact("container", "backgroundColor", gray)]
        let r = compare(swift: paintedAtRest, tsx: always + [fact("container", "backgroundColor", gray)])
        #expect(r.findings.map(\.key) == [FactKey(part: "container", property: "radius")])
    }
}
