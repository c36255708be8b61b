import Foundation
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

    /// End to end: Compose's hairline drawn along the bottom in a `drawBehind` (`this.size`, as written where
    /// a `size` parameter hides the scope's) and React Native's `borderBottomWidth` are one border: no finding;
    /// a color drawn otherwise is a mismatch on that border.
    @Test func aLineDrawnBehindAlongTheBottomIsTheBottomBorder() throws {
        let dir = Harness.scratch.appendingPathComponent("parity-edge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(line: String) throws {
            try InitTests.write(dir, "parity.json", #"{"root": "."}"#)
            try InitTests.write(dir, "kotlin/components/Rule.kt", """
            package demo

            import androidx.compose.foundation.layout.Box
            import androidx.compose.foundation.layout.height
            import androidx.compose.foundation.text.BasicText
            import androidx.compose.runtime.Composable
            import androidx.compose.ui.Modifier
            import androidx.compose.ui.draw.drawBehind
            import androidx.compose.ui.geometry.Offset
            import androidx.compose.ui.graphics.Color
            import androidx.compose.ui.unit.dp

            @Composable
            fun Rule(title: String, size: Int = 1) {
                Box(
                    Modifier.height(44.dp).drawBehind {
                        val y = this.size.height - 0.5.dp.toPx()
                        drawLine(Color(\(line)), Offset(0f, y), Offset(this.size.width, y), strokeWidth = 1.dp.toPx())
                    },
                ) {
                    BasicText(title)
                }
            }
            """)
            try InitTests.write(dir, "stylesheet/components/ui/rule.tsx", """
            import * as React from "react"
            import { StyleSheet, Text, View } from "react-native"

            export function Rule({ title }: { title: string }) {
              return (
                <View style={styles.row}>
                  <Text>{title}</Text>
                </View>
              )
            }

            const styles = StyleSheet.create({
              row: { height: 44, borderBottomWidth: 1, borderBottomColor: "#D2D2D7" },
            })
            """)
        }
        // The properties the report's findings are about.
        func found(_ stdout: String) throws -> [String] {
            let json = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
            return (json?["findings"] as? [[String: Any]] ?? []).compactMap { $0["property"] as? String }
        }
        try write(line: "0xFFD2D2D7")
        let same = try Harness.run(["check", "rule", "--no-baseline", "--format", "json"], cwd: dir)
        let sameFound = try found(same.stdout)
        #expect(!sameFound.isEmpty && !sameFound.contains { $0.hasPrefix("border") }, "\(sameFound)")
        try write(line: "0xFFC7C7CC")
        let drift = try Harness.run(["check", "rule", "--no-baseline", "--format", "json"], cwd: dir)
        #expect(try found(drift.stdout).contains("borderBottomColor"), "\(drift.stdout)")
        #expect(drift.code == 1, "\(drift.stderr)")
    }
}

