import Testing
import ParityModel
@testable import ParityCompare

/// A dimmed state written as a view's opacity on one platform and as colors at a lower alpha on
/// another is one look: where the platforms disagree on the opacity, it is folded into the colors.
@Suite struct OpacityFoldingTests {
    let here = SourceLocation(file: "f", line: 1, column: 1)

    func color(_ part: String, _ property: String, _ state: String, _ hex: String, variant: String = FactKey.any) -> Fact {
        let c = Normalize.cssColor(hex)!
        return Fact(key: FactKey(part: part, property: property, state: state, variant: variant),
                    value: Value(unit: .color, color: ColorPair(light: c, dark: c)), raw: hex, location: here)
    }

    func opacity(_ part: String, _ state: String, _ o: Double) -> Fact {
        Fact(key: FactKey(part: part, property: "opacity", state: state), value: Value(unit: .ratio, number: o), raw: "\(o)", location: here)
    }

    func compare(swift: [Fact], kotlin: [Fact], swiftParts: [PartInfo] = [], kotlinParts: [PartInfo] = []) -> ComponentResult {
        var c = Comparator()
        c.platforms = [.swift, .kotlin]
        return c.compare(component: "button", [
            Implementation(component: "button", platform: .swift, file: "s", facts: swift, parts: swiftParts),
            Implementation(component: "button", platform: .kotlin, file: "k", facts: kotlin, parts: kotlinParts),
        ])
    }

    func part(_ name: String, in parent: String?) -> PartInfo {
        PartInfo(name: name, how: "comment", view: "View", location: here, parent: parent, index: 0)
    }

    /// SwiftUI `.opacity(isEnabled ? 1 : 0.38)` over full colors; Compose `copy(alpha = 0.38f)`:
    /// no finding, and the disabled colors of both read `#…61`.
    @Test func viewOpacityAgreesWithColorsAtThatAlpha() {
        let r = compare(swift: [color("root", "backgroundColor", "default", "#007DBC"), opacity("root", "disabled", 0.38)],
                        kotlin: [color("root", "backgroundColor", "default", "#007DBC"), color("root", "backgroundColor", "disabled", "#007DBC61")])
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
        let disabled = r.rows.first { $0.key == FactKey(part: "root", property: "backgroundColor", state: "disabled") }
        #expect(disabled?.cells[.swift]?.value == "#007DBC61")
        #expect(disabled?.cells[.swift]?.raw == "#007DBC at opacity 0.38")
        #expect(!r.rows.contains { $0.key.property == "opacity" })
    }

    /// The same view opacity against a platform that does not dim its disabled colors: each
    /// color is a mismatch (the look differs), not a lone opacity finding.
    @Test func aPlatformThatDoesNotDimIsAMismatchOnItsColors() {
        let r = compare(swift: [color("root", "backgroundColor", "default", "#007DBC"), opacity("root", "disabled", 0.38)],
                        kotlin: [color("root", "backgroundColor", "default", "#007DBC"), color("root", "backgroundColor", "disabled", "#007DBC")])
        #expect(r.findings.map(\.kind) == [.mismatch])
        #expect(r.findings.first?.key == FactKey(part: "root", property: "backgroundColor", state: "disabled"))
    }

    /// Opacity and colors already dimmed: dimmed twice, which the other platform is not.
    @Test func dimmingTwiceIsAMismatch() {
        let r = compare(swift: [color("root", "backgroundColor", "default", "#007DBC"), color("root", "backgroundColor", "disabled", "#007DBC61"),
                                opacity("root", "disabled", 0.38)],
                        kotlin: [color("root", "backgroundColor", "default", "#007DBC"), color("root", "backgroundColor", "disabled", "#007DBC61")])
        #expect(r.findings.map(\.kind) == [.mismatch])
        #expect(r.findings.first?.values[.swift]?.normalized == "#007DBC25")
    }

    /// Where the platforms state the same opacity, nothing is folded: the opacity is a row of its own.
    @Test func anOpacityThePlatformsAgreeOnStays() {
        let facts = [color("root", "backgroundColor", "default", "#007DBC"), opacity("root", "disabled", 0.5)]
        let r = compare(swift: facts, kotlin: facts)
        #expect(r.findings.isEmpty)
        #expect(r.rows.contains { $0.key.property == "opacity" && $0.cells[.kotlin]?.value == "0.5" })
        #expect(!r.rows.contains { $0.key.property == "backgroundColor" && $0.key.state == "disabled" })
    }

    /// A container's opacity dims the parts inside it too, each variant's color as it is.
    @Test func aContainersOpacityDimsThePartsInsideIt() {
        let swift = [color("text", "color", "default", "#FFFFFF", variant: "primary"), color("text", "color", "default", "#001018", variant: "ghost"),
                     opacity("root", "disabled", 0.38)]
        let kotlin = [color("text", "color", "default", "#FFFFFF", variant: "primary"), color("text", "color", "default", "#001018", variant: "ghost"),
                      color("text", "color", "disabled", "#FFFFFF61", variant: "primary"), color("text", "color", "disabled", "#00101861", variant: "ghost")]
        let tree = [part("root", in: nil), part("text", in: "root")]
        let r = compare(swift: swift, kotlin: kotlin, swiftParts: tree, kotlinParts: tree)
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
        // Without the part tree, the text is not known to be inside the root: its colors stay,
        // and so does the opacity of a root that holds no color.
        let flat = compare(swift: swift, kotlin: kotlin)
        #expect(flat.findings.filter { $0.kind == .mismatch }.count == 2)
        #expect(flat.rows.contains { $0.key.property == "opacity" })
    }

    /// Two platforms dimming by different opacities: one opacity drift, not one per color.
    @Test func twoOpacitiesThatDifferAreOneOpacityFinding() {
        let r = compare(swift: [color("root", "backgroundColor", "default", "#007DBC"), opacity("root", "disabled", 0.4)],
                        kotlin: [color("root", "backgroundColor", "default", "#007DBC"), opacity("root", "disabled", 0.5)])
        #expect(r.findings.map(\.key.property) == ["opacity"])
        #expect(r.findings.first?.kind == .mismatch)
    }

    /// A platform that neither dims by opacity nor restates its colors when disabled: the
    /// opacity it lacks is the finding (nothing says it answers with colors).
    @Test func anOpacityNoPlatformAnswersWithColorsIsMissing() {
        let r = compare(swift: [color("root", "backgroundColor", "default", "#007DBC"), opacity("root", "disabled", 0.38)],
                        kotlin: [color("root", "backgroundColor", "default", "#007DBC")])
        #expect(r.findings.map(\.key) == [FactKey(part: "root", property: "opacity", state: "disabled")])
        #expect(r.findings.first?.kind == .missing)
    }

    /// An opacity over no color (an image, an icon drawn from a file) is compared as an opacity.
    @Test func anOpacityOverNoColorIsStillCompared() {
        let r = compare(swift: [opacity("icon", "disabled", 0.5), Fact(key: FactKey(part: "icon", property: "width"), value: .number(16, .pt), raw: "16", location: here)],
                        kotlin: [Fact(key: FactKey(part: "icon", property: "width"), value: .number(16, .pt), raw: "16.dp", location: here)])
        #expect(r.findings.map(\.key.property) == ["opacity"])
    }
}
