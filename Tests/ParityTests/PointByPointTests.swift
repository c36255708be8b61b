import Testing
import ParityModel
@testable import ParityCompare

/// Comparison is point by point: a platform that does not change a value in a state holds its
/// default value there.
@Suite struct PointByPointTests {
    func fact(_ property: String, _ state: String, _ color: String) -> Fact {
        let c = Normalize.cssColor(color)!
        return Fact(key: FactKey(part: "root", property: property, state: state), value: Value(unit: .color, color: ColorPair(light: c, dark: c)),
                    raw: color, location: SourceLocation(file: "f", line: 1, column: 1))
    }

    @Test func aPlatformThatDoesNotDarkenOnPressIsAMismatchAtPressed() {
        let darkens = [fact("backgroundColor", "default", "#0071E3"), fact("backgroundColor", "pressed", "#005BB8")]
        let flat = [fact("backgroundColor", "default", "#0071E3")]
        var c = Comparator()
        c.platforms = [.uniwind, .swift, .kotlin]
        let r = c.compare(component: "button", [
            Implementation(component: "button", platform: .uniwind, file: "u", facts: darkens),
            Implementation(component: "button", platform: .swift, file: "s", facts: darkens),
            Implementation(component: "button", platform: .kotlin, file: "k", facts: flat),
        ])
        let pressed = r.findings.filter { $0.key.state == "pressed" }
        #expect(pressed.count == 1)
        #expect(pressed.first?.kind == .mismatch)
        #expect(pressed.first?.platforms == [.kotlin])
        #expect(!r.findings.contains { $0.kind == .missing })
    }

    /// A placeholder is one line on every platform: one platform stating `maxLines = 1` on it is no
    /// `missing` on the others; two lines there is, and so is a text's line limit stated on one platform only.
    @Test func aPlaceholdersOneLineIsEveryPlatformsUnstatedDefault() {
        func lines(_ part: String, _ n: Double) -> Fact {
            Fact(key: FactKey(part: part, property: "lineLimit", state: "default"), value: Value(unit: .ratio, number: n),
                 raw: "\(Int(n))", location: SourceLocation(file: "k", line: 1, column: 1))
        }
        func findings(_ stated: Fact) -> [Finding] {
            var c = Comparator()
            c.platforms = [.uniwind, .swift, .kotlin]
            return c.compare(component: "field", [
                Implementation(component: "field", platform: .uniwind, file: "u", facts: []),
                Implementation(component: "field", platform: .swift, file: "s", facts: []),
                Implementation(component: "field", platform: .kotlin, file: "k", facts: [stated]),
            ]).findings.filter { $0.kind != .missingImplementation }
        }
        #expect(findings(lines("placeholder", 1)).isEmpty)
        #expect(findings(lines("placeholder", 2)).map(\.kind) == [.missing])
        #expect(findings(lines("text", 1)).map(\.kind) == [.missing])
    }

    /// A length every platform that states it computes as the app runs (a progress fill's width) is no
    /// `missing` where another platform draws it without stating it (a custom shape's path); a
    /// known length stated on some platforms only still is.
    @Test func aValueOnlyTheRunningAppKnowsIsNoMissingWhereAnotherDoesNotStateIt() {
        func width(_ v: Value) -> Fact {
            Fact(key: FactKey(part: "fill", property: "width", state: "default"), value: v, raw: "progress",
                 location: SourceLocation(file: "k", line: 1, column: 1))
        }
        func findings(_ v: Value) -> [Finding] {
            var c = Comparator()
            c.platforms = [.uniwind, .swift, .kotlin]
            return c.compare(component: "bar", [
                Implementation(component: "bar", platform: .uniwind, file: "u", facts: [width(v)]),
                Implementation(component: "bar", platform: .swift, file: "s", facts: []),
                Implementation(component: "bar", platform: .kotlin, file: "k", facts: [width(v)]),
            ]).findings.filter { $0.kind != .missingImplementation }
        }
        #expect(findings(.dynamic).isEmpty)
        #expect(findings(Value(unit: .pt, number: 40)).map(\.kind) == [.missing])
    }

    /// A text style of one platform that differs from the others' (`text-xs` beside `text-sm`), where
    /// another platform states the style's parts instead (SwiftUI's `.font(.system(size: 15))`): one
    /// finding, the styles' mismatch; its size, line height and tracking are not also `missing`.
    @Test func aTextStyleDriftIsNotAlsoMissingItsParts() {
        let loc = SourceLocation(file: "f", line: 1, column: 1)
        func style(_ name: String, _ t: TypographyValue) -> Fact {
            Fact(key: FactKey(part: "text", property: "typography"), value: Value(unit: .token, token: name, typography: t), raw: name, location: loc)
        }
        let sm = TypographyValue(size: 15, lineHeight: 20, letterSpacing: -0.016), xs = TypographyValue(size: 13, lineHeight: 18, letterSpacing: -0.006)
        let parts = [("fontSize", Value(unit: .pt, number: 15)), ("lineHeight", Value(unit: .pt, number: 20)), ("letterSpacing", Value(unit: .em, number: -0.016))]
            .map { Fact(key: FactKey(part: "text", property: $0.0), value: $0.1, raw: $0.0, location: loc) }
        var c = Comparator()
        c.platforms = [.uniwind, .nativewind, .swift, .kotlin]
        let findings = c.compare(component: "radio", [
            Implementation(component: "radio", platform: .uniwind, file: "u", facts: [style("sm", sm)]),
            Implementation(component: "radio", platform: .nativewind, file: "n", facts: [style("xs", xs)]),
            Implementation(component: "radio", platform: .swift, file: "s", facts: parts),
            Implementation(component: "radio", platform: .kotlin, file: "k", facts: [style("sm", sm)]),
        ]).findings.filter { $0.kind != .missingImplementation }
        #expect(findings.map(\.kind) == [.mismatch])
        #expect(findings.map(\.key.property) == ["typography"])
        #expect(findings.first?.platforms == [.nativewind])
    }

    /// A platform that states a text style's parts once for every size (SwiftUI's helper text at 13/18 pt)
    /// has the style the others state per size (`text-xs` in each size's classes): no `missing` at a size.
    @Test func textStylePartsStatedForEverySizeCoverEachSizesStyle() {
        let loc = SourceLocation(file: "f", line: 1, column: 1)
        let xs = TypographyValue(size: 13, lineHeight: 18, letterSpacing: -0.006)
        func style(_ size: String) -> Fact {
            Fact(key: FactKey(part: "helper", property: "typography", size: size), value: Value(unit: .token, token: "xs", typography: xs), raw: "text-xs", location: loc)
        }
        let parts = [("fontSize", Value(unit: .pt, number: 13)), ("lineHeight", Value(unit: .pt, number: 18)), ("letterSpacing", Value(unit: .em, number: -0.006))]
            .map { Fact(key: FactKey(part: "helper", property: $0.0), value: $0.1, raw: $0.0, location: loc) }
        var c = Comparator()
        c.platforms = [.uniwind, .swift, .kotlin]
        let findings = c.compare(component: "area", [
            Implementation(component: "area", platform: .uniwind, file: "u", facts: [style("md"), style("lg")]),
            Implementation(component: "area", platform: .swift, file: "s", facts: parts),
            Implementation(component: "area", platform: .kotlin, file: "k", facts: [style("md"), style("lg")]),
        ]).findings.filter { $0.kind != .missingImplementation }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A spacer's minimum length of 0 (SwiftUI's `Spacer(minLength: 0)`) is what a platform without one has:
    /// no `missing`; another minimum still is.
    @Test func aSpacersZeroMinimumIsNoMissing() {
        let loc = SourceLocation(file: "s", line: 1, column: 1)
        // The footer's row: a gap on every platform, a spacer's minimum on SwiftUI's.
        let gap = Fact(key: FactKey(part: "footer", property: "gap"), value: Value(unit: .pt, number: 8), raw: "8", location: loc)
        func spacer(_ n: Double) -> Fact {
            Fact(key: FactKey(part: "footer", property: "minLength"), value: Value(unit: .pt, number: n), raw: "\(n)", location: loc)
        }
        func findings(_ n: Double) -> [Finding] {
            var c = Comparator()
            c.platforms = [.uniwind, .swift, .kotlin]
            return c.compare(component: "card", [
                Implementation(component: "card", platform: .uniwind, file: "u", facts: [gap]),
                Implementation(component: "card", platform: .swift, file: "s", facts: [gap, spacer(n)]),
                Implementation(component: "card", platform: .kotlin, file: "k", facts: [gap]),
            ]).findings.filter { $0.kind != .missingImplementation }
        }
        #expect(findings(0).isEmpty)
        #expect(findings(8).map(\.kind) == [.missing])
    }

    func combined(_ facts: [(String, [Fact])]) -> [Finding] {
        var c = Comparator()
        c.platforms = [.uniwind, .swift, .kotlin]
        let ps: [Platform] = [.uniwind, .swift, .kotlin]
        return c.compare(component: "checkbox", zip(ps, facts).map { p, f in Implementation(component: "checkbox", platform: p, file: f.0, facts: f.1) }).findings
    }

    /// A checked box that is disabled: a platform that greys it where the others fade their
    /// checked fill is a mismatch at `checked+disabled`.
    @Test func aCombinedStateIsComparedPointByPoint() {
        let fades = [fact("backgroundColor", "default", "#FFFFFF"), fact("backgroundColor", "checked", "#2E7D32"),
                     fact("backgroundColor", "disabled", "#EEEEEE"), fact("backgroundColor", "checked+disabled", "#2E7D3261")]
        let greys = [fact("backgroundColor", "default", "#FFFFFF"), fact("backgroundColor", "checked", "#2E7D32"),
                     fact("backgroundColor", "disabled", "#EEEEEE"), fact("backgroundColor", "checked+disabled", "#EEEEEE")]
        let findings = combined([("u", fades), ("s", fades), ("k", greys)])
        #expect(findings.map(\.key.state) == ["checked+disabled"])
        #expect(findings.first?.kind == .mismatch)
        #expect(findings.first?.platforms == [.kotlin])
    }

    /// A drift in `checked` that disabling does not touch is found once, at `checked`, not again
    /// at `checked+disabled`.
    @Test func aCombinedStateHoldingAMembersValuesIsNotFoundAgain() {
        func box(_ checked: String) -> [Fact] {
            [fact("backgroundColor", "default", "#FFFFFF"), fact("backgroundColor", "checked", checked),
             fact("borderColor", "disabled", "#CCCCCC"), fact("backgroundColor", "checked+disabled", checked)]
        }
        let findings = combined([("u", box("#2E7D32")), ("s", box("#2E7D32")), ("k", box("#1565C0"))])
        #expect(findings.map(\.key.state) == ["checked"])
        #expect(findings.first?.platforms == [.kotlin])
    }

    /// A platform that states no `disabled` at all was never evaluated checked and disabled: its
    /// value there is its checked value (not its default), so agreeing platforms are no drift.
    @Test func aPlatformWithoutAMemberStateHoldsTheOtherMembersValue() {
        let withDisabled = [fact("backgroundColor", "default", "#FFFFFF"), fact("backgroundColor", "checked", "#2E7D32"),
                            fact("borderColor", "disabled", "#CCCCCC"), fact("backgroundColor", "checked+disabled", "#2E7D32")]
        let checkedOnly = [fact("backgroundColor", "default", "#FFFFFF"), fact("backgroundColor", "checked", "#2E7D32")]
        let findings = combined([("u", withDisabled), ("s", withDisabled), ("k", checkedOnly)])
        #expect(!findings.contains { $0.key.state == "checked+disabled" }, "\(findings.map(\.message))")
        // One that states both and sets nothing there holds its default: a mismatch with the others' checked fill.
        let resets = [fact("backgroundColor", "default", "#FFFFFF"), fact("backgroundColor", "checked", "#2E7D32"),
                      fact("borderColor", "disabled", "#CCCCCC")]
        let reset = combined([("u", withDisabled), ("s", withDisabled), ("k", resets)])
        #expect(reset.filter { $0.key.state == "checked+disabled" }.map(\.platforms) == [[.kotlin]])
    }

    /// A system color is the platform's name for a palette color (Orbit Android's scheme path
    /// `surface.normal` where iOS names the palette's `cloudNormal`): compared by its colors.
    @Test func aSystemColorAgreesWithATokenOfTheSameColorsUnderAnotherName() {
        let grey = ColorPair(light: Normalize.cssColor("#E8EDF1")!, dark: Normalize.cssColor("#293845")!)
        let other = ColorPair(light: Normalize.cssColor("#E8EDF1")!, dark: Normalize.cssColor("#000000")!)
        func token(_ name: String, _ c: ColorPair, system: Bool = false) -> [Fact] {
            var v = Value(unit: .color, token: name, color: c)
            if system { v.systemToken = true }
            return [Fact(key: FactKey(part: "root", property: "backgroundColor", state: "default"), value: v, raw: name, location: SourceLocation(file: "f", line: 1, column: 1))]
        }
        func kinds(_ kotlin: [Fact], _ swift: [Fact]) -> [FindingKind] {
            var c = Comparator()
            c.platforms = [.swift, .kotlin]
            return c.compare(component: "separator", [
                Implementation(component: "separator", platform: .swift, file: "s", facts: swift),
                Implementation(component: "separator", platform: .kotlin, file: "k", facts: kotlin),
            ]).findings.map(\.kind)
        }
        #expect(kinds(token("surfaceNormal", grey, system: true), token("cloudNormal", grey)) == [])
        // Another dark color is drift, whatever the names.
        #expect(kinds(token("surfaceNormal", other, system: true), token("cloudNormal", grey)) == [.mismatch])
        // Two tokens of the design system are compared by name: the same colors today, not the same token.
        #expect(kinds(token("surfaceNormal", grey), token("cloudNormal", grey)) == [.mismatch])
    }

    /// A platform whose text style is unresolved is not `missing` the weight another platform's
    /// style states: its style may hold it (ODS: `.odsFont(.titleL)` read on iOS, the Android
    /// style unresolved); the style's own finding says why.
    @Test func aPartOfAnUnresolvedTextStyleIsNotMissing() {
        let loc = SourceLocation(file: "f", line: 1, column: 1)
        let weight = Fact(key: FactKey(part: "text", property: "fontWeight"), value: Value(unit: .weight, number: 700), raw: ".bold", location: loc)
        func kinds(unresolvedStyle: Bool) -> [FindingKind] {
            let unresolved = Diagnostic(kind: .unresolved, message: "text.typography: `OdsTheme.typography.titleL` is unresolved", location: loc,
                                        key: FactKey(part: "text", property: "typography"))
            return Comparator().compare(component: "empty-state", [
                Implementation(component: "empty-state", platform: .swift, file: "s", facts: [weight]),
                Implementation(component: "empty-state", platform: .kotlin, file: "k", facts: [], diagnostics: unresolvedStyle ? [unresolved] : []),
            ]).findings.map(\.kind).filter { $0 != .missingImplementation }
        }
        #expect(kinds(unresolvedStyle: true) == [.unresolved])
        // Without the unresolved style the weight is missing there.
        #expect(kinds(unresolvedStyle: false) == [.missing])
    }

    /// An alignment only some platforms state is not `missing` on the others (a primitive or a
    /// frame may center without saying so); two stated alignments that differ are a mismatch.
    @Test func layoutOnlySomePlatformsStateIsNotMissing() {
        func align(_ k: String) -> Fact {
            Fact(key: FactKey(part: "root", property: "alignItems", state: "default"), value: Value(unit: .keyword, keyword: k), raw: k, location: SourceLocation(file: "f", line: 1, column: 1))
        }
        func findings(_ kotlin: [Fact], _ swift: [Fact], _ uniwind: [Fact]) -> [FindingKind] {
            var c = Comparator()
            c.platforms = [.uniwind, .swift, .kotlin]
            return c.compare(component: "box", [
                Implementation(component: "box", platform: .uniwind, file: "u", facts: uniwind + [fact("backgroundColor", "default", "#FFFFFF")]),
                Implementation(component: "box", platform: .swift, file: "s", facts: swift + [fact("backgroundColor", "default", "#FFFFFF")]),
                Implementation(component: "box", platform: .kotlin, file: "k", facts: kotlin + [fact("backgroundColor", "default", "#FFFFFF")]),
            ]).findings.map(\.kind)
        }
        #expect(findings([align("center")], [], []) == [])
        #expect(findings([align("center")], [], [align("center")]) == [])
        #expect(findings([align("start")], [], [align("center")]) == [.mismatch])
        // Another property only one platform sets is still missing on the others.
        #expect(findings([fact("borderColor", "default", "#000000")], [], []) == [.missing])
    }

    /// A gap of 0 or the regular weight stated on one platform is what the others hold where they
    /// state nothing: no `missing`; another value only one platform states is still missing.
    @Test func aDefaultValueOnlySomePlatformsStateIsNotMissing() {
        func number(_ property: String, _ n: Double, _ unit: Unit) -> Fact {
            Fact(key: FactKey(part: "root", property: property, state: "default"), value: Value(unit: unit, number: n), raw: "\(n)", location: SourceLocation(file: "f", line: 1, column: 1))
        }
        func kinds(_ swift: [Fact]) -> [FindingKind] {
            var c = Comparator()
            c.platforms = [.uniwind, .swift]
            return c.compare(component: "row", [
                Implementation(component: "row", platform: .uniwind, file: "u", facts: [fact("backgroundColor", "default", "#FFFFFF")]),
                Implementation(component: "row", platform: .swift, file: "s", facts: swift + [fact("backgroundColor", "default", "#FFFFFF")]),
            ]).findings.map(\.kind)
        }
        #expect(kinds([number("gap", 0, .pt)]) == [])
        #expect(kinds([number("radius", 0, .pt)]) == [])
        #expect(kinds([number("fontWeight", 400, .weight)]) == [])
        #expect(kinds([Fact(key: FactKey(part: "root", property: "width", state: "default"), value: Value(unit: .keyword, keyword: "fill"), raw: ".infinity", location: SourceLocation(file: "f", line: 1, column: 1))]) == [])
        #expect(kinds([number("gap", 8, .pt)]) == [.missing])
        #expect(kinds([number("fontWeight", 600, .weight)]) == [.missing])
        // A border or background that paints nothing (`Color.Transparent`, any channels) is none.
        #expect(kinds([fact("borderColor", "default", "#00000000")]) == [])
        #expect(kinds([fact("borderColor", "default", "#FFFFFF00")]) == [])
        #expect(kinds([fact("borderColor", "default", "#FFFFFF01")]) == [.missing])
        #expect(kinds([fact("color", "default", "#00000000")]) == [.missing])
    }

    @Test func aPlatformOnlyStateIsNotComparedAgainstDefaults() {
        let inset = [fact("backgroundColor", "default", "#FFFFFF"), fact("backgroundColor", "inset", "#EEEEEE")]
        let plain = [fact("backgroundColor", "default", "#FFFFFF")]
        var c = Comparator()
        c.platforms = [.swift, .kotlin]
        let r = c.compare(component: "input", [
            Implementation(component: "input", platform: .swift, file: "s", facts: inset),
            Implementation(component: "input", platform: .kotlin, file: "k", facts: plain),
        ])
        #expect(!r.findings.contains { $0.kind == .mismatch })
    }

    @Test func aPartAPlatformDoesNotDrawIsOneFindingNotOnePerProperty() {
        func at(_ part: String, _ property: String, _ color: String) -> Fact {
            var f = fact(property, "default", color)
            f.key = FactKey(part: part, property: property, state: "default")
            return f
        }
        let swift = [at("root", "backgroundColor", "#FFFFFF"), at("spacer", "backgroundColor", "#EEEEEE"), at("spacer", "borderColor", "#DDDDDD"),
                     at("thumb", "borderColor", "#111111")]
        // Kotlin draws the thumb (a named view with one of the properties) but no spacer.
        let kotlin = [at("root", "backgroundColor", "#FFFFFF"), at("thumb", "backgroundColor", "#222222")]
        var c = Comparator()
        c.platforms = [.swift, .kotlin]
        let r = c.compare(component: "slider", [
            Implementation(component: "slider", platform: .swift, file: "s", facts: swift),
            Implementation(component: "slider", platform: .kotlin, file: "k", facts: kotlin),
        ])
        let missing = r.findings.filter { $0.kind == .missing }.map { "\($0.key.part).\($0.key.property) \($0.platforms.map(\.rawValue))" }.sorted()
        #expect(missing == ["spacer.part [\"kotlin\"]", "thumb.backgroundColor [\"swift\"]", "thumb.borderColor [\"kotlin\"]"])
        let spacer = r.findings.first { $0.key.part == "spacer" }
        #expect(spacer?.message.contains("backgroundColor, borderColor") == true)
        #expect(spacer?.values[.swift]?.normalized == "2 properties")
        // The table keeps a row per property.
        #expect(r.rows.filter { $0.key.part == "spacer" }.count == 2)
    }

    @Test func aMissingFindingPointsAtThePlatformWhereTheValueIsMissing() {
        let with = [fact("borderColor", "default", "#D2D2D7")]
        var c = Comparator()
        c.platforms = [.uniwind, .kotlin]
        let kotlin = Implementation(component: "input", platform: .kotlin, file: "kotlin/components/Input.kt", facts: [], parts: [
            PartInfo(name: "root", how: "outermost view", view: "BasicTextField", location: SourceLocation(file: "kotlin/components/Input.kt", line: 52, column: 5), parent: nil, index: 0),
        ])
        let r = c.compare(component: "input", [Implementation(component: "input", platform: .uniwind, file: "u", facts: with), kotlin])
        let missing = r.findings.first { $0.kind == .missing }
        #expect(missing?.primaryLocation == SourceLocation(file: "kotlin/components/Input.kt", line: 52, column: 5))
    }

    /// An opacity of 1 and no shadow are what every platform holds where it states none: stated on
    /// some platforms only they are no `missing`; another value stated on some only is.
    @Test func fullOpacityAndNoShadowStatedOnSomePlatformsOnlyAreNoMissing() {
        func f(_ property: String, _ value: Value) -> Fact {
            Fact(key: FactKey(part: "root", property: property), value: value, raw: "x", location: SourceLocation(file: "f", line: 1, column: 1))
        }
        var c = Comparator()
        c.platforms = [.uniwind, .swift, .kotlin]
        // Every platform draws the card (its width); only SwiftUI states an opacity or a shadow.
        let width = f("width", Value(unit: .pt, number: 320))
        func findings(_ swift: [Fact]) -> [Finding] {
            c.compare(component: "card", [
                Implementation(component: "card", platform: .uniwind, file: "u", facts: [width]),
                Implementation(component: "card", platform: .swift, file: "s", facts: swift + [width]),
                Implementation(component: "card", platform: .kotlin, file: "k", facts: [width]),
            ]).findings
        }
        #expect(findings([f("opacity", Value(unit: .ratio, number: 1)), f("shadow", Value(unit: .token, token: "none"))]).isEmpty)
        #expect(findings([f("opacity", Value(unit: .ratio, number: 0.5))]).map { "\($0.kind) \($0.key.property)" } == ["missing opacity"])
        #expect(findings([f("shadow", Value(unit: .token, token: "md"))]).map { "\($0.kind) \($0.key.property)" } == ["missing shadow"])
    }
}

/// A part that only lays out what it holds draws nothing: another platform without it is no
/// finding, while a part that draws (a fill) and is missing elsewhere is one `part` finding.
@Suite struct LayoutOnlyPartTests {
    let at = SourceLocation(file: "f", line: 1, column: 1)

    func fact(_ part: String, _ property: String, _ value: Value) -> Fact {
        Fact(key: FactKey(part: part, property: property), value: value, raw: "x", location: at)
    }

    func findings(_ swiftFacts: [Fact]) -> [Finding] {
        var c = Comparator()
        c.platforms = [.swift, .kotlin]
        let text = fact("text", "fontSize", Value(unit: .pt, number: 14))
        return c.compare(component: "button", [
            Implementation(component: "button", platform: .swift, file: "s", facts: [text] + swiftFacts),
            Implementation(component: "button", platform: .kotlin, file: "k", facts: [text]),
        ]).findings
    }

    @Test func aStackThatOnlySpacesItsViewsIsNoFinding() {
        let gap = fact("root/hStack1", "gap", Value(unit: .pt, number: 8))
        let spacer = fact("root/spacer0", "minLength", Value(unit: .pt, number: 0))
        let row = fact("root/hStack1", "direction", Value(unit: .keyword, keyword: "row"))
        #expect(findings([gap, spacer, row]).isEmpty)
    }

    @Test func aStackThatAlsoFillsIsOnePartFinding() {
        let gap = fact("root/hStack1", "gap", Value(unit: .pt, number: 8))
        let fill = fact("root/hStack1", "backgroundColor", Value(unit: .color, color: ColorPair(light: Normalize.cssColor("#0071E3")!, dark: Normalize.cssColor("#0071E3")!)))
        let found = findings([gap, fill])
        #expect(found.count == 1)
        #expect(found.first?.key.property == "part")
        #expect(found.first?.platforms == [.kotlin])
    }
}

/// A variant one platform has and another, which has variants of its own, does not: one finding
/// for the variant, not one per property drawn at it.
@Suite struct AbsentVariantTests {
    let at = SourceLocation(file: "f", line: 1, column: 1)

    func fact(_ property: String, _ variant: String, _ hex: String) -> Fact {
        let c = Normalize.cssColor(hex)!
        return Fact(key: FactKey(part: "root", property: property, state: "default", variant: variant), value: Value(unit: .color, color: ColorPair(light: c, dark: c)),
                    raw: hex, location: at)
    }

    @Test func aVariantTheOtherPlatformLacksIsOneFinding() {
        var c = Comparator()
        c.platforms = [.swift, .kotlin]
        let shared = [fact("backgroundColor", "neutral", "#F5F7F9")]
        let kotlin = shared + [fact("backgroundColor", "critical", "#D21C1C"), fact("color", "critical", "#FFFFFF"), fact("borderColor", "critical", "#D21C1C")]
        let r = c.compare(component: "badge", [
            Implementation(component: "badge", platform: .swift, file: "s", facts: shared + [fact("backgroundColor", "light", "#FFFFFF")]),
            Implementation(component: "badge", platform: .kotlin, file: "k", facts: kotlin),
        ])
        let critical = r.findings.filter { $0.key.variant == "critical" }
        #expect(critical.count == 1)
        #expect(critical.first?.key.part == "variant")
        #expect(critical.first?.key.property == "critical")
        #expect(critical.first?.platforms == [.swift])
        #expect(critical.first?.message.contains("3 properties") == true)
        // A platform with no variants at all compares its one value against each variant: no such finding.
        let flat = c.compare(component: "badge", [
            Implementation(component: "badge", platform: .swift, file: "s", facts: [fact("backgroundColor", FactKey.any, "#F5F7F9")]),
            Implementation(component: "badge", platform: .kotlin, file: "k", facts: kotlin),
        ])
        #expect(!flat.findings.contains { $0.key.part == "variant" })
        // A syntax error's line is no variant: the platform still has none.
        let syntax = Diagnostic(kind: .parseError, message: "s", location: at, key: FactKey(part: "file", property: "syntax", state: "default", variant: "12", size: FactKey.any))
        let broken = c.compare(component: "badge", [
            Implementation(component: "badge", platform: .swift, file: "s", facts: [fact("backgroundColor", FactKey.any, "#F5F7F9")], diagnostics: [syntax]),
            Implementation(component: "badge", platform: .kotlin, file: "k", facts: kotlin),
        ])
        #expect(!broken.findings.contains { $0.key.part == "variant" })
    }
}

/// A gap one platform states and another makes by padding a child or by a spacer of that size
/// is no `missing`; a platform that spaces its views by another amount is still one.
@Suite struct GapBySpacingTests {
    let at = SourceLocation(file: "f", line: 1, column: 1)

    func fact(_ part: String, _ property: String, _ n: Double) -> Fact {
        Fact(key: FactKey(part: part, property: property), value: Value(unit: .pt, number: n), raw: "\(n)", location: at)
    }

    func part(_ name: String, parent: String?, _ index: Int) -> PartInfo {
        PartInfo(name: name, how: "x", view: "V", location: at, parent: parent, index: index)
    }

    func gapFindings(_ kotlinFacts: [Fact], _ kotlinParts: [PartInfo]) -> [Finding] {
        var c = Comparator()
        c.platforms = [.swift, .kotlin]
        let swift = Implementation(component: "tag", platform: .swift, file: "s", facts: [fact("root", "gap", 8), fact("icon", "width", 16)],
                                   parts: [part("root", parent: nil, 0), part("icon", parent: "root", 0)])
        let kotlin = Implementation(component: "tag", platform: .kotlin, file: "k", facts: [fact("icon", "width", 16)] + kotlinFacts, parts: kotlinParts)
        return c.compare(component: "tag", [swift, kotlin]).findings.filter { $0.key.property == "gap" }
    }

    @Test func aChildsPaddingOrASpacerIsTheGap() {
        let parts = [part("root", parent: nil, 0), part("icon", parent: "root", 0), part("root/spacer1", parent: "root", 1)]
        #expect(gapFindings([fact("icon", "paddingEnd", 8)], parts).isEmpty)
        #expect(gapFindings([fact("root/spacer1", "width", 8)], parts).isEmpty)
        #expect(gapFindings([fact("icon", "paddingEnd", 4)], parts).map(\.kind) == [.missing])
    }

    /// A value one platform changes with the size splits the rows by size for all; a variant
    /// whose drift is the same at every size is still one finding, at `*`.
    @Test func aDriftTheSameAtEverySizeIsOneFinding() {
        func radius(_ variant: String, _ size: String, _ n: Double) -> Fact {
            Fact(key: FactKey(part: "root", property: "radius", state: "default", variant: variant, size: size), value: .number(n, .pt),
                 raw: "\(n)", location: SourceLocation(file: "f", line: 1, column: 1))
        }
        // Swift: rounded by size, square when `plain`; Compose and TSX: 2 everywhere.
        let bySize = [radius("rounded", "sm", 2), radius("rounded", "lg", 3), radius("plain", "sm", 0), radius("plain", "lg", 0)]
        let flat = [radius(FactKey.any, FactKey.any, 2)]
        var c = Comparator()
        c.platforms = [.uniwind, .swift, .kotlin]
        c.referencePlatform = .swift
        let r = c.compare(component: "flag", [
            Implementation(component: "flag", platform: .uniwind, file: "u", facts: flat),
            Implementation(component: "flag", platform: .swift, file: "s", facts: bySize),
            Implementation(component: "flag", platform: .kotlin, file: "k", facts: flat),
        ])
        let keys = r.findings.map { "\($0.key.variant) \($0.key.size)" }.sorted()
        #expect(keys == ["plain *", "rounded lg"])
        #expect(r.findings.first { $0.key.variant == "plain" }?.message.hasPrefix("root.radius variant=plain: ") == true)
        // Both still hold at every size in the table.
        #expect(r.rows.filter { $0.key.variant == "plain" }.count == 2)
    }
}

