import Testing
import ParityModel
@testable import ParityCompare

/// One border of some sides written as a color of every side beside some sides' widths
/// (`border-b border-separator`) and as those sides' color (`borderBottomColor`) is one look.
@Suite struct SidedBorderTests {
    let here = SourceLocation(file: "f", line: 1, column: 1)

    func color(_ property: String, _ hex: String, variant: String = FactKey.any) -> Fact {
        let c = Normalize.cssColor(hex)!
        return Fact(key: FactKey(part: "root", property: property, variant: variant),
                    value: Value(unit: .color, color: ColorPair(light: c, dark: c)), raw: hex, location: here)
    }

    func width(_ property: String, _ n: Double, variant: String = FactKey.any) -> Fact {
        Fact(key: FactKey(part: "root", property: property, variant: variant), value: .number(n, .pt), raw: "\(n)", location: here)
    }

    func compare(uniwind: [Fact], stylesheet: [Fact]) -> ComponentResult {
        var c = Comparator()
        c.platforms = [.uniwind, .stylesheet]
        return c.compare(component: "bar", [
            Implementation(component: "bar", platform: .uniwind, file: "u", facts: uniwind),
            Implementation(component: "bar", platform: .stylesheet, file: "s", facts: stylesheet),
        ])
    }

    @Test func aColorOfEverySideBesideOneSidesWidthIsThatSidesColor() {
        let r = compare(uniwind: [width("borderBottomWidth", 1), color("borderColor", "#D2D2D7")],
                        stylesheet: [width("borderBottomWidth", 1), color("borderBottomColor", "#D2D2D7")])
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
        #expect(r.rows.contains { $0.key.property == "borderBottomColor" && $0.cells[.uniwind]?.value == "#D2D2D7" })
        #expect(!r.rows.contains { $0.key.property == "borderColor" })
    }

    @Test func aDifferentSideColorIsAMismatch() {
        let r = compare(uniwind: [width("borderBottomWidth", 1), color("borderColor", "#D2D2D7")],
                        stylesheet: [width("borderBottomWidth", 1), color("borderBottomColor", "#0071E3")])
        #expect(r.findings.map(\.kind) == [.mismatch])
        #expect(r.findings.first?.key.property == "borderBottomColor")
    }

    /// A border of every side in one variant and of the bottom in another (`border` for `outline`,
    /// `border-b` for `underline`, one `border-separator` for both): the color is each variant's.
    @Test func aColorOfEveryVariantIsReadPerVariant() {
        let r = compare(uniwind: [width("borderWidth", 1, variant: "outline"), width("borderBottomWidth", 1, variant: "underline"),
                                  color("borderColor", "#D2D2D7")],
                        stylesheet: [width("borderWidth", 1, variant: "outline"), width("borderBottomWidth", 1, variant: "underline"),
                                     color("borderColor", "#D2D2D7", variant: "outline"), color("borderBottomColor", "#D2D2D7", variant: "underline")])
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
    }

    /// A border of every side keeps its color for every side, whatever one side's width.
    @Test func aWholeBorderKeepsItsColor() {
        let r = compare(uniwind: [width("borderWidth", 1), width("borderBottomWidth", 2), color("borderColor", "#D2D2D7")],
                        stylesheet: [width("borderWidth", 1), width("borderBottomWidth", 2), color("borderColor", "#D2D2D7")])
        #expect(r.findings.isEmpty)
        #expect(r.rows.contains { $0.key.property == "borderColor" })
        #expect(!r.rows.contains { $0.key.property == "borderBottomColor" })
    }
}
