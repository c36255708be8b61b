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

    /// A tab's pill: TSX paints the view that holds the icon and the badge; Compose wraps a painted
    /// `Box` holding the icon in a `Box` that sets nothing, the badge beside the pill there. The painted
    /// box is the container, not the wrapper (blind test, tab bar item: 6 false `missing` findings).
    @Test func aWrapperThatSetsNothingLeavesTheContainerNameToThePaintedBoxInIt() {
        let tsx = Implementation(component: "tab", platform: .uniwind, file: "u", facts: [fact("root/view0", "paddingTop", 4), fact("badge", "height", 20)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
            PartInfo(name: "root/view0", how: PartInfo.unnamed, view: "View", location: at, parent: "root", index: 0),
            PartInfo(name: "icon", how: "role of Icon", view: "Icon", location: at, parent: "root/view0", index: 0),
            PartInfo(name: "badge", how: "name TabBadge", view: "View", location: at, parent: "root/view0", index: 1),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "badge", index: 0),
        ])
        let kotlin = Implementation(component: "tab", platform: .kotlin, file: "k", facts: [fact("root/box0/box0", "paddingTop", 4), fact("badge", "height", 20)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Column", location: at, parent: nil, index: 0),
            PartInfo(name: "root/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root", index: 0),
            PartInfo(name: "root/box0/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root/box0", index: 0),
            PartInfo(name: "icon", how: "role of Image", view: "Image", location: at, parent: "root/box0/box0", index: 0),
            PartInfo(name: "badge", how: "name TabBadge", view: "Box", location: at, parent: "root/box0", index: 1),
            PartInfo(name: "text", how: "role of BasicText", view: "BasicText", location: at, parent: "badge", index: 0),
        ])
        var impls = [tsx, kotlin]
        PartAlignment.align(&impls)
        #expect(impls[0].facts.map(\.key.part).sorted() == ["badge", "container"])
        #expect(impls[1].facts.map(\.key.part).sorted() == ["badge", "container"])
        #expect(impls[1].parts.first { $0.view == "Box" && $0.parent == "root" }?.name == "root/box0")
    }

    /// Texts numbered by their place shift where one platform names a text the other numbers: an
    /// empty state's message is `description` on TSX (it shows the `description` prop) and `text2`
    /// on SwiftUI (a stored `Text` called `message`), whose action label is then `text3` against
    /// TSX's `text2` (blind test, empty state: 15 false findings).
    @Test func textsNumberedByTheirPlaceTakeTheNamesOfTheTextsInTheirPlace() {
        let tsx = Implementation(component: "empty", platform: .uniwind, file: "u", facts: [
            fact("root/view0", "gap", 4), fact("text", "width", 1), fact("description", "width", 2), fact("root/pressable1", "height", 44), fact("text2", "width", 3),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "root/view0", how: PartInfo.unnamed, view: "View", location: at, parent: "root", index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root/view0", index: 0),
            PartInfo(name: "description", how: "holds {description}", view: "Text", location: at, parent: "root/view0", index: 1),
            PartInfo(name: "root/pressable1", how: PartInfo.unnamed, view: "Pressable", location: at, parent: "root", index: 1),
            PartInfo(name: "text2", how: "role of Text", view: "Text", location: at, parent: "root/pressable1", index: 0),
        ])
        let swift = Implementation(component: "empty", platform: .swift, file: "s", facts: [
            fact("root/vStack0", "gap", 4), fact("text", "width", 1), fact("text2", "width", 2), fact("root/frame1", "height", 44), fact("text3", "width", 3),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "VStack", location: at, parent: nil, index: 0),
            PartInfo(name: "root/vStack0", how: PartInfo.unnamed, view: "VStack", location: at, parent: "root", index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root/vStack0", index: 0),
            PartInfo(name: "text2", how: "role of Text", view: "Text", location: at, parent: "root/vStack0", index: 1),
            PartInfo(name: "root/frame1", how: PartInfo.unnamed, view: "#frame", location: at, parent: "root", index: 1),
            PartInfo(name: "text3", how: "role of Text", view: "Text", location: at, parent: "root/frame1", index: 0),
        ])
        var impls = [tsx, swift]
        PartAlignment.align(&impls)
        let width = { (i: Int, n: Double) in impls[i].facts.first { $0.key.property == "width" && $0.value == .number(n, .pt) }?.key.part }
        #expect(width(1, 2) == "description")
        #expect(width(1, 3) == width(0, 3))
        #expect(impls[1].facts.first { $0.key.property == "gap" }?.key.part == impls[0].facts.first { $0.key.property == "gap" }?.key.part)
        #expect(impls[1].facts.first { $0.key.property == "height" }?.key.part == impls[0].facts.first { $0.key.property == "height" }?.key.part)
    }

    /// Two platforms that both number a text `text3` (a text before it that the others name
    /// `description` counted) agree with each other, but three platforms name its place `text2`:
    /// the majority's name wins (blind test, banner: 2 false `missing` parts).
    @Test func numbersTwoPlatformsShareTakeTheNameMorePlatformsGiveThePlace() {
        func tsx(_ p: Platform) -> Implementation {
            Implementation(component: "banner", platform: p, file: "u", facts: [fact("text", "width", 1), fact("description", "width", 2), fact("root/pressable2", "height", 4), fact("text2", "width", 3)], parts: [
                PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
                PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 0),
                PartInfo(name: "description", how: "holds {description}", view: "Text", location: at, parent: "root", index: 1),
                PartInfo(name: "root/pressable2", how: PartInfo.unnamed, view: "Pressable", location: at, parent: "root", index: 2),
                PartInfo(name: "text2", how: "role of Text", view: "Text", location: at, parent: "root/pressable2", index: 0),
            ])
        }
        func native(_ p: Platform) -> Implementation {
            Implementation(component: "banner", platform: p, file: "s", facts: [fact("text", "width", 1), fact("text2", "width", 2), fact("root/box2", "height", 4), fact("text3", "width", 3)], parts: [
                PartInfo(name: "root", how: "outermost view", view: "HStack", location: at, parent: nil, index: 0),
                PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 0),
                PartInfo(name: "text2", how: "role of Text", view: "Text", location: at, parent: "root", index: 1),
                PartInfo(name: "root/box2", how: PartInfo.unnamed, view: "Box", location: at, parent: "root", index: 2),
                PartInfo(name: "text3", how: "role of Text", view: "Text", location: at, parent: "root/box2", index: 0),
            ])
        }
        var impls = [tsx(.uniwind), tsx(.nativewind), tsx(.stylesheet), native(.swift), native(.kotlin)]
        PartAlignment.align(&impls)
        for impl in impls.suffix(2) {
            #expect(Set(impl.facts.map(\.key.part)) == Set(impls[0].facts.map(\.key.part)), "\(impl.platform)")
            #expect(impl.facts.first { $0.value == .number(3, .pt) }?.key.part == "text2", "\(impl.platform)")
        }
        // One platform against one: the numbers they share stand.
        var pair = [native(.swift), native(.kotlin), tsx(.uniwind)]
        PartAlignment.align(&pair)
        #expect(pair[0].facts.first { $0.value == .number(3, .pt) }?.key.part == "text3")
    }

    /// Compose's tab: a `Box` root holding a `Row` (padding, gap) of the text and the badge, and a
    /// `matchParentSize` `Box` that places the indicator; the other platforms' root holds the text,
    /// the badge and the indicator with the padding and gap (blind test, tab item: 11 false rows).
    @Test func wrappersThatPaintNothingGiveTheirPlaceToWhatTheyHold() {
        let tsx = Implementation(component: "tab", platform: .uniwind, file: "u", facts: [
            fact("root", "paddingStart", 12), fact("root", "gap", 6), fact("text", "width", 1), fact("badge", "height", 20), fact("indicator", "height", 2),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 0),
            PartInfo(name: "badge", how: "name CountBadge", view: "View", location: at, parent: "root", index: 1),
            PartInfo(name: "indicator", how: "holds {styles indicator}", view: "View", location: at, parent: "root", index: 2),
        ])
        let compose = Implementation(component: "tab", platform: .kotlin, file: "k", facts: [
            fact("root", "height", 40), fact("root/row0", "paddingStart", 12), fact("root/row0", "gap", 6), fact("root/row0", "height", 9),
            fact("text", "width", 1), fact("badge", "height", 20), fact("root/box1/box0", "height", 2),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Box", location: at, parent: nil, index: 0),
            PartInfo(name: "root/row0", how: PartInfo.unnamed, view: "Row", location: at, parent: "root", index: 0),
            PartInfo(name: "text", how: "role of BasicText", view: "BasicText", location: at, parent: "root/row0", index: 0),
            PartInfo(name: "badge", how: "name CountBadge", view: "Box", location: at, parent: "root/row0", index: 1),
            PartInfo(name: "root/box1", how: PartInfo.unnamed, view: "Box", location: at, parent: "root", index: 1),
            PartInfo(name: "root/box1/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root/box1", index: 0),
        ])
        var impls = [tsx, compose]
        PartAlignment.align(&impls)
        let k = impls[1]
        #expect(Set(k.parts.map(\.name)) == ["root", "text", "badge", "indicator"])
        #expect(k.parts.filter { $0.parent == "root" }.sorted { $0.index < $1.index }.map(\.name) == ["text", "badge", "indicator"])
        // The row's padding and gap are the root's; the root's own height stays, the row's is not read.
        #expect(k.facts.filter { $0.key.part == "root" }.map(\.key.property).sorted() == ["gap", "height", "paddingStart"])
        #expect(k.facts.first { $0.key.part == "root" && $0.key.property == "height" }?.value == .number(40, .pt))
        #expect(k.facts.first { $0.key.part == "indicator" }?.value == .number(2, .pt))

        // A wrapper that paints (a pill around the text and the badge) is a part of its own.
        var painted = compose
        painted.facts.append(Fact(key: FactKey(part: "root/row0", property: "backgroundColor"), value: Value(unit: .token, token: "accent"), raw: "accent", location: at))
        var again = [tsx, painted]
        PartAlignment.align(&again)
        #expect(again[1].parts.contains { $0.name == "text" && $0.parent != "root" })
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

    @Test func unnamedViewsThatHoldTheSamePartsShareOneName() {
        // A field's box: SwiftUI's HStack holds the icon, the text and the placeholder; Compose's
        // decoration Row sits under the text field and holds the icon and the placeholder.
        let swift = Implementation(component: "field", platform: .swift, file: "s", facts: [fact("root/hStack0", "height", 40)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "VStack", location: at, parent: nil, index: 0),
            PartInfo(name: "root/hStack0", how: PartInfo.unnamed, view: "HStack", location: at, parent: "root", index: 0),
            PartInfo(name: "icon", how: "role of Image", view: "Image", location: at, parent: "root/hStack0", index: 0),
            PartInfo(name: "text", how: "role of TextField", view: "TextField", location: at, parent: "root/hStack0", index: 1),
            PartInfo(name: "placeholder", how: "comment", view: "Text", location: at, parent: "text", index: 0),
        ])
        let kotlin = Implementation(component: "field", platform: .kotlin, file: "k", facts: [fact("text/row0", "height", 44)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Column", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of BasicTextField", view: "BasicTextField", location: at, parent: "root", index: 0),
            PartInfo(name: "text/row0", how: PartInfo.unnamed, view: "Row", location: at, parent: "text", index: 0),
            PartInfo(name: "icon", how: "holds {leadingIcon}", view: "Image", location: at, parent: "text/row0", index: 0),
            PartInfo(name: "placeholder", how: "holds {placeholder}", view: "BasicText", location: at, parent: "text/row0", index: 1),
        ])
        var impls = [swift, kotlin]
        PartAlignment.align(&impls)
        #expect(impls[0].facts.map(\.key.part) == ["container"])
        #expect(impls[1].facts.map(\.key.part) == ["container"])
        #expect(impls[1].parts.first { $0.name == "icon" }?.parent == "container")
    }

    @Test func unnamedViewsThatShareOnlyOnePartKeepTheirPlaces() {
        let a = Implementation(component: "c", platform: .uniwind, file: "u", facts: [fact("root/view0", "gap", 4)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "root/view0", how: PartInfo.unnamed, view: "View", location: at, parent: "root", index: 0),
            PartInfo(name: "icon", how: "role of Icon", view: "Icon", location: at, parent: "root/view0", index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root/view0", index: 1),
        ])
        let b = Implementation(component: "c", platform: .kotlin, file: "k", facts: [fact("root/box0", "gap", 4)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Row", location: at, parent: nil, index: 0),
            PartInfo(name: "root/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root", index: 1),
            PartInfo(name: "icon", how: "role of Icon", view: "Icon", location: at, parent: "root/box0", index: 0),
            PartInfo(name: "thumb", how: "comment", view: "Box", location: at, parent: "root/box0", index: 1),
            PartInfo(name: "track", how: "comment", view: "Box", location: at, parent: "root/box0", index: 2),
        ])
        var impls = [a, b]
        PartAlignment.align(&impls)
        #expect(impls[0].facts.map(\.key.part) == ["root/view0"])
        #expect(impls[1].facts.map(\.key.part) == ["root/box0"])
    }

    @Test func unnamedViewsInTheSamePlaceThatNoPlatformNamesShareOneName() {
        // A checkbox's box that no platform names: TSX `root/view0`, SwiftUI `root/roundedRectangle0`
        // (after a Spacer-free HStack, the same place), Compose `root/box0` (its only unnamed view).
        func impl(_ platform: Platform, _ box: String, _ index: Int, _ property: String) -> Implementation {
            Implementation(component: "checkbox", platform: platform, file: "f", facts: [fact(box, property, 20), fact("text", "fontSize", 14)], parts: [
                PartInfo(name: "root", how: "outermost view", view: "Row", location: at, parent: nil, index: 0),
                PartInfo(name: box, how: PartInfo.unnamed, view: "Box", location: at, parent: "root", index: index),
                PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: index + 1),
            ])
        }
        var impls = [impl(.kotlin, "root/box0", 1, "width"), impl(.swift, "root/roundedRectangle0", 0, "width"), impl(.uniwind, "root/view0", 0, "width")]
        PartAlignment.align(&impls)
        #expect(impls.map { $0.facts.map(\.key.part) } == Array(repeating: ["root/view0", "text"], count: 3))
        #expect(impls[0].parts[1].how == "aligned with uniwind (an unnamed view in the same place)")
        #expect(impls[2].parts[1].how == PartInfo.unnamed)

        // Views with no property in common are not taken for one.
        var apart = [impl(.kotlin, "root/box0", 0, "height"), impl(.uniwind, "root/view0", 0, "borderColor")]
        PartAlignment.align(&apart)
        #expect(apart[0].facts.map(\.key.part) == ["root/box0", "text"])
    }

    @Test func aContainerNamedByWhatItHoldsNamesTheViewsInItsPlaceElsewhere() {
        // A radio's ring: the TSX flavors' View holds the named `dot` (so it becomes `container`);
        // SwiftUI's Circle holds an unnamed Circle: both take the TSX names.
        func tsx(_ p: Platform) -> Implementation {
            Implementation(component: "radio", platform: p, file: "f", facts: [fact("root/view0", "width", 20), fact("dot", "width", 8)], parts: [
                PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
                PartInfo(name: "root/view0", how: PartInfo.unnamed, view: "View", location: at, parent: "root", index: 0),
                PartInfo(name: "dot", how: "holds {styles dot}", view: "View", location: at, parent: "root/view0", index: 0),
            ])
        }
        let swift = Implementation(component: "radio", platform: .swift, file: "s", facts: [fact("root/circle0", "width", 20), fact("root/circle0/circle0", "width", 8)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "HStack", location: at, parent: nil, index: 0),
            PartInfo(name: "root/circle0", how: PartInfo.unnamed, view: "Circle", location: at, parent: "root", index: 0),
            PartInfo(name: "root/circle0/circle0", how: PartInfo.unnamed, view: "Circle", location: at, parent: "root/circle0", index: 0),
        ])
        var impls = [tsx(.uniwind), tsx(.nativewind), swift]
        PartAlignment.align(&impls)
        #expect(impls.map { $0.facts.map(\.key.part).sorted() } == Array(repeating: ["container", "dot"], count: 3))
    }

    @Test func theParentsOnlyUnnamedViewTakesTheOneNamedViewItLacks() {
        // An avatar's status dot: SwiftUI names it (`AvatarStatusDot`) at place 0 of an overlay; TSX
        // draws it after a text and an icon (place 2) and names it by nothing.
        let swift = Implementation(component: "avatar", platform: .swift, file: "s", facts: [fact("dot", "width", 8), fact("text", "fontSize", 13)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Text", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 0),
            PartInfo(name: "dot", how: "name AvatarStatusDot", view: "Circle", location: at, parent: "root", index: 0),
        ])
        let tsx = Implementation(component: "avatar", platform: .uniwind, file: "u", facts: [fact("root/view2", "width", 8), fact("text", "fontSize", 13)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 0),
            PartInfo(name: "icon", how: "role of Icon", view: "Icon", location: at, parent: "root", index: 1),
            PartInfo(name: "root/view2", how: PartInfo.unnamed, view: "View", location: at, parent: "root", index: 2),
        ])
        var impls = [tsx, swift]
        PartAlignment.align(&impls)
        #expect(impls[0].facts.map(\.key.part).sorted() == ["dot", "text"])

        // Not where the two share no property.
        var apart = [Implementation(component: "avatar", platform: .uniwind, file: "u", facts: [fact("root/view2", "opacity", 1)], parts: tsx.parts), swift]
        PartAlignment.align(&apart)
        #expect(apart[0].facts.map(\.key.part) == ["root/view2"])
    }

    /// A list row (blind test b47): SwiftUI's label is an unnamed `HStack` holding the icon and the
    /// texts' column; TSX draws the icon, a `content` box and the texts side by side in the row. The
    /// row that holds the icon is not `content` (it was: 2 false findings, `content.gap` 12 against 2).
    @Test func aViewHoldingAPartDrawnBesideTheCandidateIsNotIt() {
        let tsx = Implementation(component: "list-row", platform: .uniwind, file: "u", facts: [fact("content", "gap", 2), fact("icon", "width", 20)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
            PartInfo(name: "icon", how: "name ListRowIcon", view: "View", location: at, parent: "root", index: 0),
            PartInfo(name: "content", how: "name ListRowContent", view: "View", location: at, parent: "root", index: 1),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 2),
        ])
        let swift = Implementation(component: "list-row", platform: .swift, file: "s", facts: [fact("root/hStack0", "gap", 12), fact("icon", "width", 20)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "HStack", location: at, parent: nil, index: 0),
            PartInfo(name: "root/hStack0", how: PartInfo.unnamed, view: "HStack", location: at, parent: "root", index: 0),
            PartInfo(name: "icon", how: "role of Image", view: "Image", location: at, parent: "root/hStack0", index: 0),
            PartInfo(name: "root/hStack0/vStack1", how: PartInfo.unnamed, view: "VStack", location: at, parent: "root/hStack0", index: 1),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root/hStack0/vStack1", index: 0),
        ])
        var impls = [tsx, swift]
        PartAlignment.align(&impls)
        #expect(!impls[1].parts.contains { $0.name == "content" && $0.view == "HStack" })
        // It paints nothing and wraps the icon, which TSX places in the root: its gap is the root's
        // (`flattenWrappers`), never `content`'s.
        #expect(impls[1].facts.first { $0.key.property == "gap" }?.key.part == "root")

        // Without the icon beside it there, the row is the content box (the same place, a shared property).
        let bare = Implementation(component: "list-row", platform: .uniwind, file: "u", facts: [fact("content", "gap", 2)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
            PartInfo(name: "content", how: "name ListRowContent", view: "View", location: at, parent: "root", index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "content", index: 0),
        ])
        var paired = [bare, swift]
        PartAlignment.align(&paired)
        #expect(paired[1].parts.contains { $0.name == "content" && $0.view == "HStack" })
    }

    /// A radio (blind test b52): SwiftUI draws the ring and the dot with one `circle` shape property,
    /// so the dot is `circle2`; the other platforms call the view in its place `dot`. A name numbered
    /// for a declaration that names another part too is as weak as a numbered role: it is `dot`.
    @Test func aNumberedDeclarationNameTakesTheNameOfItsPlace() {
        let tsx = Implementation(component: "radio", platform: .uniwind, file: "u", facts: [fact("circle", "width", 20), fact("dot", "width", 8)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
            PartInfo(name: "circle", how: "name circle", view: "View", location: at, parent: "root", index: 0),
            PartInfo(name: "dot", how: "holds {dotClass}", view: "View", location: at, parent: "circle", index: 0),
        ])
        let swift = Implementation(component: "radio", platform: .swift, file: "s", facts: [fact("circle", "width", 20), fact("circle2", "width", 8)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "HStack", location: at, parent: nil, index: 0),
            PartInfo(name: "circle", how: "name circle", view: "RoundedRectangle", location: at, parent: "root", index: 0),
            PartInfo(name: "circle2", how: "name circle", view: "RoundedRectangle", location: at, parent: "circle", index: 0),
        ])
        var impls = [tsx, swift]
        PartAlignment.align(&impls)
        #expect(impls[1].parts.map(\.name) == ["root", "circle", "dot"])
        #expect(impls[1].facts.map(\.key.part).sorted() == ["circle", "dot"])
        // A declaration whose own name ends in a digit (`let layer2 = …`) is no numbered name.
        #expect(!PartInfo(name: "layer2", how: "name layer2", view: "View", location: at, parent: nil, index: 0).isNumberedName)
    }

    /// A progress bar: Compose's track `Box` is named by its `// Track` comment, the other
    /// platforms call their outermost view `root`; it is the same view.
    @Test func aNamedOutermostViewIsTheRootOfThePlatformsThatCallItRoot() {
        let tsx = Implementation(component: "bar", platform: .uniwind, file: "u", facts: [fact("root", "height", 8), fact("indicator", "height", 8)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "indicator", how: "holds {indicatorClass}", view: "View", location: at, parent: "root", index: 0),
        ])
        let kotlin = Implementation(component: "bar", platform: .kotlin, file: "k", facts: [fact("indicator", "height", 8), fact("track", "height", 8)], parts: [
            PartInfo(name: "track", how: "comment", view: "Box", location: at, parent: nil, index: 0),
            PartInfo(name: "indicator", how: "comment", view: "Box", location: at, parent: "track", index: 0),
        ])
        var impls = [tsx, kotlin]
        PartAlignment.align(&impls)
        #expect(impls[1].facts.map(\.key.part) == ["indicator", "root"])
        #expect(impls[1].parts.map(\.name) == ["root", "indicator"])
        #expect(impls[1].parts[0].how == "outermost view track (comment), as on uniwind")
        #expect(impls[1].parts[1].parent == "root")
        #expect(impls[0].facts == tsx.facts)
    }

    /// Where another platform has a part of that name inside its root (a wrapper around the
    /// track), the names pair the views already: the named outermost view keeps its name.
    @Test func aNamedOutermostViewThatIsAPartElsewhereKeepsItsName() {
        let swift = Implementation(component: "bar", platform: .swift, file: "s", facts: [fact("track", "height", 8)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "VStack", location: at, parent: nil, index: 0),
            PartInfo(name: "track", how: "comment", view: "Capsule", location: at, parent: "root", index: 0),
        ])
        let kotlin = Implementation(component: "bar", platform: .kotlin, file: "k", facts: [fact("track", "height", 8)], parts: [
            PartInfo(name: "track", how: "comment", view: "Box", location: at, parent: nil, index: 0),
        ])
        var impls = [swift, kotlin]
        PartAlignment.align(&impls)
        #expect(impls[1].parts.map(\.name) == ["track"])
        #expect(impls[1].facts.map(\.key.part) == ["track"])
    }

    /// An accordion: the body text sits in a padded box on TSX (`content`) and is padded itself in
    /// SwiftUI; the header row that holds the title and the chevron is no `content`, and the
    /// text's padding is the box's.
    @Test func aTextsOwnPaddingIsTheBoxAroundItElsewhere() {
        let tsx = Implementation(component: "item", platform: .uniwind, file: "u",
                                 facts: [fact("content", "paddingStart", 16), fact("header", "paddingStart", 16), fact("text2", "fontSize", 15)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "header", how: "comment", view: "Pressable", location: at, parent: "root", index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "header", index: 0),
            PartInfo(name: "icon", how: "role of Icon", view: "Icon", location: at, parent: "header", index: 1),
            PartInfo(name: "content", how: "holds {styles content}", view: "View", location: at, parent: "root", index: 1),
            PartInfo(name: "text2", how: "role of Text", view: "Text", location: at, parent: "content", index: 0),
        ])
        let swift = Implementation(component: "item", platform: .swift, file: "s",
                                   facts: [fact("root/hStack0", "paddingStart", 16), fact("text2", "fontSize", 15), fact("text2", "paddingStart", 16)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "VStack", location: at, parent: nil, index: 0),
            PartInfo(name: "root/hStack0", how: PartInfo.unnamed, view: "HStack", location: at, parent: "root", index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root/hStack0", index: 0),
            PartInfo(name: "icon", how: "role of Image", view: "Image", location: at, parent: "root/hStack0", index: 1),
            PartInfo(name: "text2", how: "role of Text", view: "Text", location: at, parent: "root", index: 1),
        ])
        var impls = [tsx, swift]
        PartAlignment.align(&impls)
        #expect(impls[1].facts.map { "\($0.key.part).\($0.key.property)" } == ["content.paddingStart", "header.paddingStart", "text2.fontSize"])
        #expect(impls[1].parts.first { $0.name == "content" }?.how == "the box of text2, as on uniwind")
        #expect(impls[1].parts.first { $0.name == "text2" }?.parent == "content")
        #expect(impls[0].facts == tsx.facts)
    }

    /// A count badge: a named `View` painting the pill around its text on TSX, Compose's
    /// `BasicText(count, Modifier.background(fill, pill).padding(…))` painting it itself. No part is
    /// unnamed on either platform, and the text's box facts are still the badge's (blind test,
    /// nav item: 6 false findings).
    @Test func aPaintedTextIsTheBoxElsewhereWhenEveryPartIsNamed() {
        let tsx = Implementation(component: "nav", platform: .uniwind, file: "u",
                                 facts: [fact("badge", "paddingStart", 6), fact("text2", "fontSize", 13)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 0),
            PartInfo(name: "badge", how: "holds {badge}", view: "View", location: at, parent: "root", index: 1),
            PartInfo(name: "text2", how: "role of Text", view: "Text", location: at, parent: "badge", index: 0),
        ])
        let kotlin = Implementation(component: "nav", platform: .kotlin, file: "k",
                                    facts: [fact("text2", "fontSize", 13), fact("text2", "paddingStart", 6)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Row", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of BasicText", view: "BasicText", location: at, parent: "root", index: 0),
            PartInfo(name: "text2", how: "role of BasicText", view: "BasicText", location: at, parent: "root", index: 1),
        ])
        var impls = [kotlin, tsx]
        PartAlignment.align(&impls)
        #expect(impls[0].facts.map { "\($0.key.part).\($0.key.property)" } == ["badge.paddingStart", "text2.fontSize"])
        #expect(impls[0].parts.first { $0.name == "badge" }?.how == "the box of text2, as on uniwind")
        #expect(impls[1].facts == tsx.facts)
    }

    /// A tab's indicator drawn in an overlay (SwiftUI) sits where the other platform has its text:
    /// the text's name is taken, so the place does not decide; the one named view it lacks does.
    @Test func aNameThePlatformHasDoesNotBlockTheNamedViewItLacks() {
        let tsx = Implementation(component: "tab", platform: .uniwind, file: "u", facts: [fact("indicator", "height", 2)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 0),
            PartInfo(name: "indicator", how: "holds {indicatorClass}", view: "View", location: at, parent: "root", index: 1),
        ])
        let swift = Implementation(component: "tab", platform: .swift, file: "s", facts: [fact("root/roundedRectangle0", "height", 2)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Text", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: nil, index: 0),
            PartInfo(name: "root/roundedRectangle0", how: PartInfo.unnamed, view: "RoundedRectangle", location: at, parent: "root", index: 0),
        ])
        var impls = [tsx, swift]
        PartAlignment.align(&impls)
        #expect(impls[1].facts.map(\.key.part) == ["indicator"])
    }

    func clear(_ part: String) -> Fact {
        Fact(key: FactKey(part: part, property: "backgroundColor"), value: Value(unit: .color, color: ColorPair(light: RGBA(red: 0, green: 0, blue: 0, alpha: 0), dark: RGBA(red: 0, green: 0, blue: 0, alpha: 0))), raw: "Color.clear", location: at)
    }

    /// A slider (blind test b75): SwiftUI's `GeometryReader { ZStack { Color.clear …; thumb } }`, the
    /// others' `box` holding the thumb itself. The reader's frame is named `box` only by alignment,
    /// after which the `ZStack`, painting nothing anyone sees, is flattened into it.
    @Test func aWrapperPaintingOnlyAClearFillIsFlattenedIntoAParentNamedByAlignment() {
        let tsx = Implementation(component: "slider", platform: .uniwind, file: "u", facts: [fact("box", "height", 24), fact("thumb", "width", 16)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "box", how: "holds {sliderBox}", view: "Pressable", location: at, parent: "root", index: 0),
            PartInfo(name: "thumb", how: "holds {sliderThumb}", view: "View", location: at, parent: "box", index: 0),
        ])
        let swift = Implementation(component: "slider", platform: .swift, file: "s", facts: [fact("root/frame0", "height", 24), clear("root/frame0/zStack0"), fact("thumb", "width", 16)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "VStack", location: at, parent: nil, index: 0),
            PartInfo(name: "root/frame0", how: PartInfo.unnamed, view: "#frame", location: at, parent: "root", index: 0),
            PartInfo(name: "root/frame0/zStack0", how: PartInfo.unnamed, view: "ZStack", location: at, parent: "root/frame0", index: 0),
            PartInfo(name: "thumb", how: "name thumb", view: "Circle", location: at, parent: "root/frame0/zStack0", index: 0),
        ])
        var impls = [tsx, swift]
        PartAlignment.align(&impls)
        #expect(impls[1].parts.map(\.name) == ["root", "box", "thumb"], "\(impls[1].parts.map(\.name))")
        #expect(impls[1].parts.first { $0.name == "thumb" }?.parent == "box")
        // The clear fill goes where the box states a fill of its own, else it is the box's: no part of its own.
        #expect(!impls[1].facts.contains { $0.key.part.contains("zStack") })
    }

    /// A dismiss button (blind test b67): Compose's unnamed `Box` renamed after the others' unnamed
    /// `Pressable` in the same place; the views placed by position inside it follow its new name.
    @Test func theViewsInsideARenamedUnnamedViewFollowItsName() {
        let tsx = Implementation(component: "callout", platform: .uniwind, file: "u", facts: [fact("root/pressable0", "width", 28), fact("root/pressable0/view0", "height", 2)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "root/pressable0", how: PartInfo.unnamed, view: "Pressable", location: at, parent: "root", index: 0),
            PartInfo(name: "root/pressable0/view0", how: PartInfo.unnamed, view: "View", location: at, parent: "root/pressable0", index: 0),
        ])
        let kotlin = Implementation(component: "callout", platform: .kotlin, file: "k", facts: [fact("root/box0", "width", 28), fact("root/box0/box0", "height", 2)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Row", location: at, parent: nil, index: 0),
            PartInfo(name: "root/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root", index: 0),
            PartInfo(name: "root/box0/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root/box0", index: 0),
        ])
        var impls = [tsx, kotlin]
        PartAlignment.align(&impls)
        let names = impls[1].parts.map(\.name)
        #expect(names.contains("root/pressable0") && !names.contains { $0.hasPrefix("root/box0") }, "\(names)")
        #expect(impls[1].parts.allSatisfy { $0.parent == nil || names.contains($0.parent!) })
        #expect(!impls[1].facts.contains { $0.key.part.hasPrefix("root/box0") })
    }

    /// A radio option: TSX wraps the option's row (a `View` of the ring and the texts' column) in a
    /// `Pressable` that sets nothing; SwiftUI's row is an `HStack` holding a ring named by its helper
    /// (`indicator`) and a texts' `VStack` named by a doc comment (`label`). The wrapper gives its place
    /// to the row, and the ring and the column, unnamed in unnamed parents, take the names of the views in
    /// the same place there (blind b86 radio group: 50 findings, 4 of them its drifts, -> its 4 drifts).
    @Test func unnamedViewsUnderUnnamedParentsInTheSamePlaceTakeTheirNames() {
        let tsx = Implementation(component: "radio", platform: .uniwind, file: "u", facts: [
            fact("root/pressable0/view0", "paddingTop", 8), fact("root/pressable0/view0/view0", "borderWidth", 2), fact("root/pressable0/view0/view1", "gap", 2),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "root/pressable0", how: PartInfo.unnamed, view: "Pressable", location: at, parent: "root", index: 0),
            PartInfo(name: "root/pressable0/view0", how: PartInfo.unnamed, view: "View", location: at, parent: "root/pressable0", index: 0),
            PartInfo(name: "root/pressable0/view0/view0", how: PartInfo.unnamed, view: "View", location: at, parent: "root/pressable0/view0", index: 0),
            PartInfo(name: "root/pressable0/view0/view1", how: PartInfo.unnamed, view: "View", location: at, parent: "root/pressable0/view0", index: 1),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root/pressable0/view0/view1", index: 0),
        ])
        let swift = Implementation(component: "radio", platform: .swift, file: "s", facts: [
            fact("root/hStack0", "paddingTop", 8), fact("indicator", "borderWidth", 2), fact("label", "gap", 2),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "VStack", location: at, parent: nil, index: 0),
            PartInfo(name: "root/hStack0", how: PartInfo.unnamed, view: "HStack", location: at, parent: "root", index: 0),
            PartInfo(name: "indicator", how: "name RadioIndicator", view: "Circle", location: at, parent: "root/hStack0", index: 0),
            PartInfo(name: "label", how: "doc comment of RadioOptionText", view: "VStack", location: at, parent: "root/hStack0", index: 1),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "label", index: 0),
        ])
        var impls = [tsx, swift]
        PartAlignment.align(&impls)
        let parts = { (i: Int) in Set(impls[i].facts.map(\.key.part)) }
        #expect(parts(0).contains("indicator") && parts(0).contains("label"))
        #expect(!impls[0].parts.contains { $0.view == "Pressable" })
        // The row is one part on both, whatever its name.
        let row0 = impls[0].facts.first { $0.key.property == "paddingTop" }?.key.part
        let row1 = impls[1].facts.first { $0.key.property == "paddingTop" }?.key.part
        #expect(row0 != nil && row0 == row1)
    }

    /// A player bar's progress track: Compose places it with a `Box(Modifier.matchParentSize(),
    /// contentAlignment = BottomStart)` around the track's `Box` (the fill in it); TSX places the track
    /// (`absolute bottom-0`) in the root itself. The layer that states only where its one view goes is
    /// the track's place, not the track (blind b134: the track's color, height and fill read one level
    /// off, 10 rows).
    @Test func aLayerFillingItsParentToPlaceOneViewGivesThatViewItsPlace() {
        func placed(_ part: String, _ p: String, _ k: String) -> Fact { Fact(key: FactKey(part: part, property: p), value: .keyword(k), raw: "Alignment.BottomStart", location: at) }
        let tsx = Implementation(component: "player", platform: .uniwind, file: "u", facts: [
            fact("text", "width", 1), fact("track", "height", 3), fact("root/view1/view0", "height", 3),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 0),
            PartInfo(name: "track", how: "holds {track}", view: "View", location: at, parent: "root", index: 1),
            PartInfo(name: "root/view1/view0", how: PartInfo.unnamed, view: "View", location: at, parent: "track", index: 0),
        ])
        let compose = Implementation(component: "player", platform: .kotlin, file: "k", facts: [
            fact("text", "width", 1), placed("root/box1", "alignItems", "start"), placed("root/box1", "justifyContent", "end"),
            fact("root/box1/box0", "height", 3), fact("root/box1/box0/box0", "height", 3),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Box", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of BasicText", view: "BasicText", location: at, parent: "root", index: 0),
            PartInfo(name: "root/box1", how: PartInfo.unnamed, view: "Box", location: at, parent: "root", index: 1),
            PartInfo(name: "root/box1/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root/box1", index: 0),
            PartInfo(name: "root/box1/box0/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root/box1/box0", index: 0),
        ])
        var impls = [tsx, compose]
        PartAlignment.align(&impls)
        let k = impls[1]
        #expect(k.parts.first { $0.view == "Box" && $0.parent == "root" }?.name == "track")
        #expect(k.facts.filter { $0.key.part == "track" }.map(\.key.property) == ["height"])
        #expect(k.facts.first { $0.key.part == "track" }?.value == .number(3, .pt))
        #expect(k.parts.count == 4)
    }

    /// An avatar: TSX wraps the circle's `Pressable` and the presence dot (placed `absolute` on it) in a
    /// `View` that states nothing; Compose's root `Box` is the circle and SwiftUI's styled button too, the
    /// dot laid over it. The wrapper's first view is the root's look on each TSX flavor (blind b139:
    /// the circle's 10 facts `missing` as the root's and `container` missing on two platforms).
    @Test func anOutermostViewThatStatesNothingTakesTheLookOfItsFirstPaintedView() {
        func tsx(_ platform: Platform) -> Implementation {
            Implementation(component: "avatar", platform: platform, file: "u", facts: [
                fact("root/pressable0", "width", 40), fact("root/pressable0", "radius", 20), fact("text", "width", 1), fact("dot", "width", 12),
            ], parts: [
                PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
                PartInfo(name: "root/pressable0", how: PartInfo.unnamed, view: "Pressable", location: at, parent: "root", index: 0),
                PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root/pressable0", index: 0),
                PartInfo(name: "dot", how: "holds {dot}", view: "View", location: at, parent: "root", index: 1),
            ])
        }
        let compose = Implementation(component: "avatar", platform: .kotlin, file: "k", facts: [
            fact("root", "width", 40), fact("root", "radius", 20), fact("text", "width", 1), fact("dot", "width", 12),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Box", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of BasicText", view: "BasicText", location: at, parent: "root", index: 0),
            PartInfo(name: "dot", how: "comment", view: "Box", location: at, parent: "root", index: 1),
        ])
        var impls = [tsx(.uniwind), tsx(.nativewind), compose]
        PartAlignment.align(&impls)
        for i in 0..<2 {
            #expect(impls[i].facts.filter { $0.key.part == "root" }.map(\.key.property) == ["radius", "width"])
            #expect(Set(impls[i].parts.map(\.name)) == ["root", "text", "dot"])
            #expect(impls[i].parts.first { $0.name == "text" }?.parent == "root")
            #expect(impls[i].parts.first { $0.name == "dot" }?.index == 1)
        }

        // Where no other platform's root paints, the wrapper and its first view stay as written.
        var plain = compose
        plain.facts.removeAll { $0.key.part == "root" }
        var again = [tsx(.uniwind), tsx(.nativewind), plain]
        PartAlignment.align(&again)
        #expect(again[0].parts.count == 4)
    }

    /// A slider: TSX draws the fill inside the track (`<View track><View fill/></View>`) and the thumb in
    /// a row of its own; Compose layers the track, the fill and the thumb in one `Box`, SwiftUI in one
    /// `ZStack` of two pills and the thumb. The fill layered right after the track, as tall as it, is the
    /// view inside the track; the stack holding the thumb is not the track (blind b143: 14 false rows).
    @Test func aViewLayeredOnAPartAsTallAsItIsTheViewOthersDrawInsideIt() {
        func bg(_ part: String) -> Fact { Fact(key: FactKey(part: part, property: "backgroundColor"), value: Value(unit: .token, token: "accent"), raw: "accent", location: at) }
        func tsx(_ platform: Platform) -> Implementation {
            Implementation(component: "slider", platform: platform, file: "u", facts: [
                fact("track", "height", 4), bg("track"), fact("track/view0", "height", 4), bg("track/view0"), fact("thumb", "width", 16),
            ], parts: [
                PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
                PartInfo(name: "track", how: "holds {track}", view: "View", location: at, parent: "root", index: 0),
                PartInfo(name: "track/view0", how: PartInfo.unnamed, view: "View", location: at, parent: "track", index: 0),
                PartInfo(name: "root/view1", how: PartInfo.unnamed, view: "View", location: at, parent: "root", index: 1),
                PartInfo(name: "thumb", how: "holds {thumb}", view: "View", location: at, parent: "root/view1", index: 0),
            ])
        }
        let compose = Implementation(component: "slider", platform: .kotlin, file: "k", facts: [
            fact("track", "height", 4), bg("track"), fact("root/box0/box1", "height", 4), bg("root/box0/box1"), fact("thumb", "width", 16),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "BoxWithConstraints", location: at, parent: nil, index: 0),
            PartInfo(name: "root/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "root", index: 0),
            PartInfo(name: "track", how: "comment", view: "Box", location: at, parent: "root/box0", index: 0),
            PartInfo(name: "root/box0/box1", how: PartInfo.unnamed, view: "Box", location: at, parent: "root/box0", index: 1),
            PartInfo(name: "thumb", how: "comment", view: "Box", location: at, parent: "root/box0", index: 2),
        ])
        var impls = [tsx(.uniwind), tsx(.nativewind), compose]
        PartAlignment.align(&impls)
        let k = impls[2]
        #expect(k.parts.first { $0.view == "Box" && $0.parent == "track" }?.name == "track/view0")
        #expect(k.facts.filter { $0.key.part == "track/view0" }.map(\.key.property).sorted() == ["backgroundColor", "height"])
        #expect(k.parts.first { $0.name == "thumb" }?.index == 1)

        // Of another height, it is a view of its own there.
        var taller = compose
        taller.facts.removeAll { $0.key.part == "root/box0/box1" && $0.key.property == "height" }
        taller.facts.append(fact("root/box0/box1", "height", 8))
        var again = [tsx(.uniwind), tsx(.nativewind), taller]
        PartAlignment.align(&again)
        #expect(!again[2].parts.contains { $0.parent == "track" })

        // SwiftUI's `ZStack` holding the thumb is not the track, whose views there hold no thumb.
        let swift = Implementation(component: "slider", platform: .swift, file: "s", facts: [
            fact("root/zStack0/roundedRectangle0", "height", 4), bg("root/zStack0/roundedRectangle0"), fact("thumb", "width", 16),
        ], parts: [
            PartInfo(name: "root", how: "outermost view", view: "#frame", location: at, parent: nil, index: 0),
            PartInfo(name: "root/zStack0", how: PartInfo.unnamed, view: "ZStack", location: at, parent: "root", index: 0),
            PartInfo(name: "root/zStack0/roundedRectangle0", how: PartInfo.unnamed, view: "RoundedRectangle", location: at, parent: "root/zStack0", index: 0),
            PartInfo(name: "thumb", how: "name thumb", view: "RoundedRectangle", location: at, parent: "root/zStack0", index: 1),
        ])
        var layered = [tsx(.uniwind), tsx(.nativewind), swift]
        PartAlignment.align(&layered)
        #expect(layered[2].parts.first { $0.view == "ZStack" }?.name != "track")
    }

    /// A skeleton card: SwiftUI draws its title and subtitle bars with one `private func bar(_:)`, so the
    /// bars are `bar` and `bar2`; the others name them `title` and `subtitle`. The first of a declaration's
    /// parts is as weak a name as the numbered one (blind b159: `bar.part` and `title.part` missing).
    @Test func theFirstOfADeclarationsPartsTakesTheNameOfItsPlace() {
        let tsx = Implementation(component: "card", platform: .uniwind, file: "u", facts: [fact("title", "height", 12), fact("subtitle", "height", 10)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "title", how: "holds {title}", view: "View", location: at, parent: "root", index: 0),
            PartInfo(name: "subtitle", how: "holds {subtitle}", view: "View", location: at, parent: "root", index: 1),
        ])
        let swift = Implementation(component: "card", platform: .swift, file: "s", facts: [fact("bar", "height", 12), fact("bar2", "height", 10)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "VStack", location: at, parent: nil, index: 0),
            PartInfo(name: "bar", how: "name bar", view: "RoundedRectangle", location: at, parent: "root", index: 0),
            PartInfo(name: "bar2", how: "name bar", view: "RoundedRectangle", location: at, parent: "root", index: 1),
        ])
        var impls = [tsx, swift]
        PartAlignment.align(&impls)
        #expect(impls[1].facts.map(\.key.part).sorted() == ["subtitle", "title"])

        // A declaration that names one part keeps its name.
        var single = swift
        single.parts.removeLast()
        single.facts.removeLast()
        var again = [tsx, single]
        PartAlignment.align(&again)
        #expect(again[1].facts.map(\.key.part) == ["bar"])
    }

    /// A labeled field: SwiftUI's label is a `Text` (`text`), so its field is `text2` and its helper `text3`; TSX
    /// names the label by its prop (`label`), the field `text`, the helper `text2`. The first of a role the role
    /// numbers is as weak a name as the numbered ones, and takes only a name of its role (blind b161: 23 findings).
    @Test func theFirstOfARolesViewsTakesTheNameOfItsPlaceOfThatRole() {
        func tsx(_ platform: Platform, first: String = "label") -> Implementation {
            Implementation(component: "field", platform: platform, file: "u", facts: [fact(first, "fontSize", 13), fact("text", "height", 36), fact("text2", "fontSize", 12)], parts: [
                PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
                PartInfo(name: first, how: first == "label" ? "holds {label}" : "role of Image", view: first == "label" ? "Text" : "Image", location: at, parent: "root", index: 0),
                PartInfo(name: "text", how: "role of TextInput", view: "TextInput", location: at, parent: "root", index: 1),
                PartInfo(name: "text2", how: "role of Text", view: "Text", location: at, parent: "root", index: 2),
            ])
        }
        let swift = Implementation(component: "field", platform: .swift, file: "s", facts: [fact("text", "fontSize", 13), fact("text2", "height", 36), fact("text3", "fontSize", 12)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "VStack", location: at, parent: nil, index: 0),
            PartInfo(name: "text", how: "role of Text", view: "Text", location: at, parent: "root", index: 0),
            PartInfo(name: "text2", how: "role of TextField", view: "TextField", location: at, parent: "root", index: 1),
            PartInfo(name: "text3", how: "role of Text", view: "Text", location: at, parent: "root", index: 2),
        ])
        var impls = [tsx(.uniwind), tsx(.nativewind), swift]
        PartAlignment.align(&impls)
        #expect(impls[2].facts.map(\.key.part).sorted() == ["label", "text", "text2"])
        #expect(impls[2].facts.first { $0.key.part == "text" }?.key.property == "height")
        #expect(impls[0].facts.map(\.key.part).sorted() == ["label", "text", "text2"])

        // An icon first is no text: where the others have an image there, it keeps its name.
        var again = [tsx(.uniwind, first: "image"), tsx(.nativewind, first: "image"), swift]
        PartAlignment.align(&again)
        #expect(again[2].parts.contains { $0.name == "text" && $0.index == 0 })
    }

    /// SwiftUI's `GeometryReader { ZStack { … }.frame(maxHeight: .infinity) }.frame(height: 28)`: the
    /// wrapper's one view fills it, and is the box the other platforms draw there with the
    /// wrapper's height (blind b75 slider: 2 false `box.height` rows while the change above was made).
    @Test func aWrappedViewThatFillsItsWrapperHasTheWrappersLength() {
        let fill = Fact(key: FactKey(part: "root/frame0/zStack0", property: "height"), value: .keyword("fill"), raw: ".infinity", location: at)
        let swift = Implementation(component: "slider", platform: .swift, file: "s", facts: [fact("root/frame0", "height", 28), fill, fact("track", "height", 4)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "VStack", location: at, parent: nil, index: 0),
            PartInfo(name: "root/frame0", how: PartInfo.unnamed, view: "#frame", location: at, parent: "root", index: 0),
            PartInfo(name: "root/frame0/zStack0", how: PartInfo.unnamed, view: "ZStack", location: at, parent: "root/frame0", index: 0),
            PartInfo(name: "track", how: "comment", view: "Capsule", location: at, parent: "root/frame0/zStack0", index: 0),
            PartInfo(name: "thumb", how: "comment", view: "Circle", location: at, parent: "root/frame0/zStack0", index: 1),
        ])
        let tsx = Implementation(component: "slider", platform: .uniwind, file: "u", facts: [fact("box", "height", 28), fact("track", "height", 4)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "View", location: at, parent: nil, index: 0),
            PartInfo(name: "box", how: "comment", view: "View", location: at, parent: "root", index: 0),
            PartInfo(name: "track", how: "comment", view: "View", location: at, parent: "box", index: 0),
            PartInfo(name: "thumb", how: "comment", view: "View", location: at, parent: "box", index: 1),
        ])
        var impls = [swift, tsx]
        PartAlignment.align(&impls)
        let height = impls[0].facts.first { $0.key.part == "box" && $0.key.property == "height" }
        #expect(height?.value == .number(28, .pt))
    }

    /// A close glyph's two bars: Compose draws them in a `Box` that sets nothing inside the button's
    /// `Box`; SwiftUI and TSX place them in the button itself. The wrapper is no bar: it gives its
    /// place to the bars (blind b67 callout: 7 false rows -> none).
    @Test func theOnlyViewOfAPartHoldingWhatOthersPlaceInThePartGivesItsPlace() {
        let swift = Implementation(component: "callout", platform: .swift, file: "s", facts: [fact("bar", "width", 12), fact("bar2", "width", 12)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "HStack", location: at, parent: nil, index: 0),
            PartInfo(name: "close", how: "comment", view: "ZStack", location: at, parent: "root", index: 0),
            PartInfo(name: "bar", how: "name bar", view: "Capsule", location: at, parent: "close", index: 0),
            PartInfo(name: "bar2", how: "name bar", view: "Capsule", location: at, parent: "close", index: 1),
        ])
        let kotlin = Implementation(component: "callout", platform: .kotlin, file: "k", facts: [fact("close/box0/box0", "width", 12), fact("close/box0/box1", "width", 12)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Row", location: at, parent: nil, index: 0),
            PartInfo(name: "close", how: "comment", view: "Box", location: at, parent: "root", index: 0),
            PartInfo(name: "close/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "close", index: 0),
            PartInfo(name: "close/box0/box0", how: PartInfo.unnamed, view: "Box", location: at, parent: "close/box0", index: 0),
            PartInfo(name: "close/box0/box1", how: PartInfo.unnamed, view: "Box", location: at, parent: "close/box0", index: 1),
        ])
        var impls = [swift, kotlin]
        PartAlignment.align(&impls)
        #expect(impls[1].facts.map(\.key.part).sorted() == ["bar", "bar2"])
        #expect(!impls[1].parts.contains { $0.name == "close/box0" })
    }

    /// An option card's ring and dot as TSX styles them: `indicator` holding `dot`.
    func optionCardRing(_ p: Platform) -> Implementation {
        Implementation(component: "option-card", platform: p, file: p.rawValue, facts: [fact("indicator", "width", 20), fact("dot", "width", 8)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "Pressable", location: at, parent: nil, index: 0),
            PartInfo(name: "indicator", how: "holds {styles indicator}", view: "View", location: at, parent: "root", index: 0),
            PartInfo(name: "dot", how: "holds {styles dot}", view: "View", location: at, parent: "indicator", index: 0),
        ])
    }

    /// The same as SwiftUI's `RadioDot` draws it: `dot` (by its maker's name) holding an unnamed circle.
    var radioDot: Implementation {
        Implementation(component: "option-card", platform: .swift, file: "s", facts: [fact("dot", "width", 20), fact("dot/circle0", "width", 8)], parts: [
            PartInfo(name: "root", how: "outermost view", view: "HStack", location: at, parent: nil, index: 0),
            PartInfo(name: "dot", how: "name RadioDot", view: "ZStack", location: at, parent: "root", index: 0),
            PartInfo(name: "dot/circle0", how: PartInfo.unnamed, view: "Circle", location: at, parent: "dot", index: 0),
        ])
    }

    /// A helper named by its head noun (SwiftUI's `RadioDot`: `dot`) that draws the ring and, inside it,
    /// the dot, where the other platforms style the ring as `indicator` and the dot inside it as `dot`
    /// (blind b109 option card: 30 false rows, the ring's facts compared with the dot's).
    @Test func aMakersPartHoldingOneViewIsTheHolderTheOthersNestItIn() {
        var impls = [optionCardRing(.uniwind), optionCardRing(.stylesheet), radioDot]
        PartAlignment.align(&impls)
        #expect(impls[2].facts.map(\.key.part).sorted() == ["dot", "indicator"])
        #expect(impls[2].facts.first { $0.key.part == "indicator" }?.value == .number(20, .pt))
        #expect(impls[2].parts.map(\.name) == ["root", "indicator", "dot"])
        #expect(impls[2].parts[2].parent == "indicator")
        #expect(impls[0].facts == optionCardRing(.uniwind).facts)
    }

    /// One platform nesting `dot` inside `indicator` is not enough: the maker keeps its name.
    @Test func oneOtherPlatformDoesNotShiftAMakersName() {
        var impls = [optionCardRing(.uniwind), radioDot]
        PartAlignment.shiftNestedNames(&impls)
        #expect(impls[1].parts.map(\.name) == ["root", "dot", "dot/circle0"])
    }
}
