import Testing
import ParityModel
@testable import ParityCompare

/// A part that is an overlay view on one platform (Compose's `Box`, SwiftUI's `ZStack`) and a row
/// on the others (`Comparator.aligningBoxAxes`): its two-axis alignment is compared in the row's terms.
@Suite struct BoxAxesTests {
    let here = SourceLocation(file: "f", line: 1, column: 1)

    func fact(_ part: String, _ property: String, _ keyword: String, state: String = "default") -> Fact {
        Fact(key: FactKey(part: part, property: property, state: state), value: Value(unit: .keyword, keyword: keyword), raw: keyword, location: here)
    }

    func part(_ name: String, _ view: String) -> PartInfo {
        PartInfo(name: name, how: "name \(name)", view: view, location: here, parent: nil, index: 0)
    }

    func compare(kotlin: [Fact], kotlinView: String, tsx: [Fact]) -> ComponentResult {
        var c = Comparator()
        c.platforms = [.kotlin, .stylesheet]
        let k = Implementation(component: "toggle", platform: .kotlin, file: "k", facts: kotlin, parts: [part("track", kotlinView)])
        let s = Implementation(component: "toggle", platform: .stylesheet, file: "s", facts: tsx, parts: [part("track", "View")])
        return c.compare(component: "toggle", [k, s])
    }

    /// A thumb placed at `Alignment.CenterEnd` in a `Box` (vertical center: `justifyContent`,
    /// horizontal end: `alignItems`, as a column) is where a row's `justifyContent: "flex-end"`,
    /// `alignItems: "center"` puts it: no finding; a row that puts it elsewhere is still one.
    @Test func aBoxsAlignmentReadsAsTheRowsOfTheOtherPlatforms() {
        let box = [fact("track", "justifyContent", "center"), fact("track", "alignItems", "end", state: "checked"), fact("track", "alignItems", "start")]
        let row = [fact("track", "direction", "row"), fact("track", "alignItems", "center"),
                   fact("track", "justifyContent", "end", state: "checked"), fact("track", "justifyContent", "start")]
        let r = compare(kotlin: box, kotlinView: "Box", tsx: row)
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
        var drifted = row
        drifted[2] = fact("track", "justifyContent", "center", state: "checked")
        let d = compare(kotlin: box, kotlinView: "Box", tsx: drifted)
        #expect(d.findings.map(\.key) == [FactKey(part: "track", property: "justifyContent", state: "checked")])
    }

    /// A view that lays out in a line of its own (a `Column`, which states no `direction` on
    /// Compose) is not an overlay: its axes stay as they are, and the drift is found.
    @Test func aColumnIsNotSwapped() {
        let column = [fact("track", "justifyContent", "center"), fact("track", "alignItems", "end")]
        let row = [fact("track", "direction", "row"), fact("track", "alignItems", "center"), fact("track", "justifyContent", "end")]
        #expect(!compare(kotlin: column, kotlinView: "Column", tsx: row).findings.isEmpty)
        #expect(compare(kotlin: column, kotlinView: "Box", tsx: row).findings.isEmpty)
    }
}
