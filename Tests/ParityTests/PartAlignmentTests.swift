import Testing
import ParityModel
@testable import ParityExtract

/// An unnamed view takes the part name the other platforms give the view in the same place.
@Suite struct PartAlignmentTests {
    let at = SourceLocation(file: "f", line: 1, column: 1)

    func fact(_ part: String, _ property: String, _ n: Double) -> Fact {
        Fact(key: FactKey(part: part, property: property), value: .number(n, .pt), raw: "\(n)", location: at)
    }

    @Test func anUnnamedBoxTakesTheNameOfTheViewInTheSamePlace() {
        let named = Implementation(component: "checkbox", platform: .uniwind, file: "u", facts: [fact("box", "width", 20)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "box", how: "name CheckboxPrimitive.Box", view: "CheckboxPrimitive.Box", location: at, parent: "root", index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 1),
        ])
        let unnamed = Implementation(component: "checkbox", platform: .swift, file: "s", facts: [fact("root/roundedRectangle0", "width", 20), fact("text", "width", 1)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "HStack", location: at, parent: nil, index: 0),
            PartInfo(name: "root/roundedRectangle0", how: PartInfo.unnamed, view: "RoundedRectangle", location: at, parent: "root", index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 1),
        ])
        var impls = [named, unnamed]
        PartAlignment.align(&impls)
        #expect(impls[1].facts.map(\.key.part) == ["box", "text"])
        #expect(impls[1].parts[1].name == "box")
        #expect(impls[1].parts[1].how == "aligned with uniwind")
        #expect(impls[0].facts == named.facts)
    }

    @Test func aNameThePlatformAlreadyHasIsNotTakenTwice() {
        let a = Implementation(component: "c", platform: .uniwind, file: "u", facts: [], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "icon", how: "role of Icon", view: "Icon", location: at, parent: "root", index: 0),
        ])
        let b = Implementation(component: "c", platform: .kotlin, file: "k", facts: [fact("root/box0", "width", 4)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Row", location: at, parent: nil, index: 0),
            PartInfo(name: "root/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root", index: 0),
            PartInfo(name: "icon", how: "role of Icon", view: "Icon", location: at, parent: "root", index: 1),
        ])
        var impls = [a, b]
        PartAlignment.align(&impls)
        #expect(impls[1].facts.map(\.key.part) == ["root/box0"])
    }
}
