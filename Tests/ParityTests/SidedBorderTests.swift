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

    // MARK: A line laid along an edge (SwiftUI's `.overlay(alignment: .bottom) { Rectangle().fill(c).frame(height: 1) }`)

    func fact(_ part: String, _ property: String, _ value: Value) -> Fact {
        Fact(key: FactKey(part: part, property: property), value: value, raw: "\(value)", location: here)
    }

    func swiftLine(height: Double, name: String = "root/rectangle0") -> Implementation {
        let c = Normalize.cssColor("#D2D2D7")!
        var line = PartInfo(name: name, how: PartInfo.unnamed, view: "Rectangle", location: here, parent: "root", index: 0)
        line.edge = "bottom"
        return Implementation(component: "bar", platform: .swift, file: "s",
                              facts: [fact(name, "backgroundColor", Value(unit: .color, color: ColorPair(light: c, dark: c))),
                                      fact(name, "height", .number(height, .pt))],
                              parts: [PartInfo(name: "root", how: "outermost view", view: "VStack", location: here, parent: nil, index: 0), line])
    }

    func compareLine(_ swift: Implementation, stylesheet: [Fact], parts: [PartInfo] = []) -> ComponentResult {
        var c = Comparator()
        c.platforms = [.stylesheet, .swift]
        return c.compare(component: "bar", [Implementation(component: "bar", platform: .stylesheet, file: "t", facts: stylesheet, parts: parts), swift])
    }

    @Test func aLineAlongTheBottomIsTheBottomBorderWhereAnotherPlatformStatesOne() {
        let r = compareLine(swiftLine(height: 1), stylesheet: [width("borderBottomWidth", 1), color("borderBottomColor", "#D2D2D7")])
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
        #expect(r.rows.contains { $0.key == FactKey(part: "root", property: "borderBottomWidth") && $0.cells[.swift]?.value == "1 pt" })
    }

    /// A tab's indicator the other platform draws as a view of that name stays a view.
    @Test func aLineTheOtherPlatformDrawsAsAViewStaysAView() {
        let indicator = PartInfo(name: "indicator", how: "comment", view: "View", location: here, parent: "root", index: 0)
        let r = compareLine(swiftLine(height: 2, name: "indicator"), stylesheet: [width("borderBottomWidth", 1), fact("indicator", "height", .number(2, .pt))], parts: [indicator])
        #expect(r.rows.contains { $0.key == FactKey(part: "indicator", property: "height") && $0.cells[.swift]?.value == "2 pt" })
    }

    /// A bar thicker than a border's line is no border.
    @Test func aThickBarIsNoBorder() {
        let r = compareLine(swiftLine(height: 8), stylesheet: [width("borderBottomWidth", 1), color("borderBottomColor", "#D2D2D7")])
        #expect(r.rows.contains { $0.key.part == "root/rectangle0" })
        #expect(!r.rows.contains { $0.key.property == "borderBottomWidth" && $0.cells[.swift]?.value != nil })
    }
}

