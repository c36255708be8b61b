import Testing
import ParityIR
import ParityModel
@testable import ParityExtract

/// The Tailwind interpreter merges a class list as tailwind-merge does, for the properties parity
/// reads: one conflict rule a test.
@Suite struct TailwindMergeTests {
    static func interpreter(rem: Double = 16, typography: Set<String> = [], platform: Platform = .uniwind) -> TailwindInterpreter {
        TSXTables.interpreters(platform, conventions: Conventions(), rem: rem, typographyNames: typography)["tailwind"] as! TailwindInterpreter
    }

    /// The settings of `cn(parts...)` at the default point, as `property[states]=value` in order.
    static func merged(_ parts: [String], rem: Double = 16, platform: Platform = .uniwind) -> [String] {
        let ev = Evaluator(program: Program(), builtins: Builtins())
        let list = IRValue(.list(parts.map { IRValue(.string($0), .none) }), .none)
        return interpreter(rem: rem, platform: platform).settings(list, evaluator: ev).map { s in
            let states = s.states.isEmpty ? "" : "[\(s.states.sorted().joined(separator: ","))]"
            return "\(s.property)\(states)=\(s.value.map { "\($0)" } ?? "?")"
        }
    }

    @Test func aLaterClassOfTheSamePropertyWins() {
        #expect(Self.merged(["px-4", "px-3"]) == ["paddingStart=12 pt", "paddingEnd=12 pt"])
    }

    @Test func aShorthandAfterItsPartsReplacesThemAndPartsAfterItRefineIt() {
        #expect(Self.merged(["px-2 p-4"]) == ["paddingTop=16 pt", "paddingBottom=16 pt", "paddingStart=16 pt", "paddingEnd=16 pt"])
        #expect(Self.merged(["p-4 px-2"]) == ["paddingTop=16 pt", "paddingBottom=16 pt", "paddingStart=8 pt", "paddingEnd=8 pt"])
    }

    /// One radius for every corner, then one corner's: the corner overrides one of four, as
    /// tailwind-merge keeps both classes; a radius for every corner after corners rounds all four.
    @Test func aCornerAfterOneRadiusOverridesThatCornerOnly() {
        #expect(Self.merged(["rounded-2xl rounded-br-sm"]) == [
            "radiusTopStart=xl2 (16 pt)", "radiusTopEnd=xl2 (16 pt)", "radiusBottomStart=xl2 (16 pt)", "radiusBottomEnd=sm (4 pt)",
        ])
        #expect(Self.merged(["rounded-t-none", "rounded-lg"]) == ["radius=lg (8 pt)"])
        #expect(Self.merged(["rounded-l-[6px]"]) == ["radiusTopStart=6 pt", "radiusBottomStart=6 pt"])
    }

    @Test func classesUnderDifferentPrefixesDoNotConflictAndStatesComeLast() {
        #expect(Self.merged(["active:bg-red-500 bg-blue-500", "bg-white"]) == ["backgroundColor=#FFFFFF", "backgroundColor[pressed]=red500 (#FB2C36)"])
    }

    /// An arbitrary value writes a space as `_` (`bg-[oklch(62%_0.2_250)]` is `oklch(62% 0.2 250)`,
    /// #0087F8 in sRGB); an escaped `\_` is an underscore.
    @Test func anArbitraryValueReadsUnderscoresAsSpaces() {
        #expect(Self.merged(["bg-[oklch(62%_0.2_250)]"]) == ["backgroundColor=#0087F8"])
        #expect(Self.merged(["w-[calc(100%_-_1rem)]"]) == Self.merged(["w-[calc(100%-1rem)]"]))
        #expect(TailwindClasses.bracket("[a\\_b_c]") == "a_b c")
    }

    /// `placeholder:` styles the placeholder part, not the view: it conflicts with no class of the
    /// view (`text-slate-900` stays), and a later `placeholder:` class of the same property wins.
    @Test func thePlaceholderPrefixStylesThePlaceholder() {
        let ev = Evaluator(program: Program(), builtins: Builtins())
        let list = IRValue(.list([IRValue(.string("text-slate-900 placeholder:text-slate-300 placeholder:text-slate-400 web:text-red-500"), .none)]), .none)
        let settings = Self.interpreter(platform: .nativewind).settings(list, evaluator: ev)
        #expect(settings.map { "\($0.part ?? "-").\($0.property)=\($0.value.map { "\($0)" } ?? "?")" } == ["-.color=slate900 (#0F172A)", "placeholder.color=slate400 (#94A3B8)"])
    }

    /// Uniwind's Tailwind v4 has another default palette than NativeWind's v3 (`red-500` is
    /// `oklch(63.7% 0.237 25.331)`, #FB2C36, in v4 and #EF4444 in v3); each flavor reads its own.
    @Test func eachTailwindVersionHasItsOwnPalette() {
        #expect(Self.merged(["bg-red-500 text-zinc-950"]) == ["backgroundColor=red500 (#FB2C36)", "color=zinc950 (#09090B)"])
        #expect(Self.merged(["bg-red-500 text-zinc-950"], platform: .nativewind) == ["backgroundColor=red500 (#EF4444)", "color=zinc950 (#09090B)"])
        #expect(Self.merged(["bg-blue-600"]) == ["backgroundColor=blue600 (#155DFC)"])
        #expect(Self.merged(["bg-blue-600"], platform: .nativewind) == ["backgroundColor=blue600 (#2563EB)"])
    }

    @Test func aFontSizeReplacesATypographyStepAndTheOtherWayRound() {
        #expect(Self.merged(["text-sm", "text-[18px]"]) == ["fontSize=18 pt"])
        #expect(Self.merged(["text-[18px] leading-6", "text-lg"]) == ["typography=lg (18/28 pt, 0 em)"])
    }

    @Test func colorAndSizeOfTextAreDifferentGroups() {
        #expect(Self.merged(["text-sm text-black", "text-white"]) == ["typography=sm (14/20 pt, 0 em)", "color=#FFFFFF"])
    }

    @Test func opacityModifiersAndImportantMarksAndPrefixesThatDoNotHoldNatively() {
        #expect(Self.merged(["!bg-black/50 web:bg-white md:p-8 native:p-2"]) == ["backgroundColor=#00000080", "paddingTop=8 pt", "paddingBottom=8 pt", "paddingStart=8 pt", "paddingEnd=8 pt"])
    }

    @Test func anArbitraryOpacityIsAModifierAndASlashInsideBracketsIsNot() {
        #expect(Self.merged(["bg-black/[0.25]"]) == ["backgroundColor=#00000040"])
        #expect(Self.merged(["w-[calc(100%/3)] w-4"]) == ["width=16 pt"])
    }

    @Test func theDefaultThemeFollowsTheFlavorsRem() {
        #expect(Self.merged(["gap-2 rounded-lg"], rem: 14) == ["gap=7 pt", "radius=lg (7 pt)"])
        #expect(Self.merged(["text-base leading-tight"]) == ["typography=base (16/24 pt, 0 em)", "lineHeight=20 pt"])
    }
}
