import Foundation
import Testing
import ParityModel
import ParityCompare
@testable import ParityExtract

/// Swift token forms read from the text of a `static let` (Backpack's generated colors), and the
/// comparison of color token names spelled with a trailing `Color`.
@Suite struct SwiftTokenFormsTests {
    @Test func aColorBuiltFromChannelsWithItsDarkVariant() {
        let text = "BPKColor(red: 0.937, green: 0.953, blue: 0.973, alpha: 1)\n        .darkVariant(BPKColor(red: 0.141, green: 0.200, blue: 0.275, alpha: 1))"
        let pair = TokenReaders.channelColor(text, type: "BPKColor")
        #expect(pair?.light == RGBA(red: 239, green: 243, blue: 248))
        #expect(pair?.dark == RGBA(red: 36, green: 51, blue: 70))
        // One color for both modes; SwiftUI's own `Color(red:green:blue:opacity:)` too.
        #expect(TokenReaders.channelColor("Color(red: 1, green: 0, blue: 0, opacity: 0.5)", type: "Palette")
                == ColorPair(light: RGBA(red: 255, green: 0, blue: 0, alpha: 0.5), dark: RGBA(red: 255, green: 0, blue: 0, alpha: 0.5)))
        #expect(TokenReaders.channelColor("BPKColor(value: .clear)", type: "BPKColor")?.light.alpha == 0)
        // Not read: a call whose name does not say dark, a channel outside 0…1, another type.
        #expect(TokenReaders.channelColor("BPKColor(red: 1, green: 1, blue: 1, alpha: 1).mixed(BPKColor(red: 0, green: 0, blue: 0, alpha: 1))", type: "BPKColor") == nil)
        #expect(TokenReaders.channelColor("BPKColor(red: 255, green: 0, blue: 0, alpha: 1)", type: "BPKColor") == nil)
        #expect(TokenReaders.channelColor("Other(red: 1, green: 0, blue: 0, alpha: 1)", type: "BPKColor") == nil)
    }

    @Test func aColorTokenNamedWithColorAfterItIsTheSameToken() {
        func token(_ name: String, _ unit: ParityModel.Unit = .color) -> Value { Value(unit: unit, token: name) }
        let t = Tolerance()
        #expect(t.matches(token("textPrimaryColor"), token("textPrimary")))
        #expect(!t.matches(token("textPrimaryColor"), token("textSecondary")))
        #expect(!t.matches(token("Color"), token("")))
        // Only colors: a spacing token's name is its own.
        #expect(!t.matches(token("mdColor", .pt), token("md", .pt)))
    }

    @Test func aGrayFromWhite() {
        let gray = RGBA(red: 128, green: 128, blue: 128, alpha: 0.4)
        #expect(TokenReaders.channelColor("Color(white: 0.5, opacity: 0.4)", type: "Color") == ColorPair(light: gray, dark: gray))
        #expect(TokenReaders.channelColor("Color(white: 2)", type: "Color") == nil)
    }

    /// Swift 6.1's trailing comma before `)` (SE-0439), which tree-sitter-swift 0.7.4 does not
    /// know, is read as a space where a line break follows it; text in a one-line string is not touched.
    @Test func trailingCommasBeforeAClosingParenthesis() {
        func blanked(_ s: String) -> String { String(decoding: SwiftLowering.withoutTrailingCommas(Array(s.utf8)), as: UTF8.self) }
        #expect(blanked("Card(\n  title: \"x\",\n)") == "Card(\n  title: \"x\" \n)")
        #expect(blanked("f(a, b)") == "f(a, b)")
        #expect(blanked("Text(\"a,)\")") == "Text(\"a,)\")")
        #expect(blanked("[1, 2,\n]") == "[1, 2,\n]")
    }

    /// A package folder's file is a SwiftUI component where its struct of that name is a `View`,
    /// not where a style or strategy type of that name returns `some View`.
    @Test func aViewIsAStructWhoseInheritanceNamesView() {
        #expect(DesignSystem.declaresView("public struct Row<Icon: View, Accessory: View>: View {", named: "Row"))
        #expect(DesignSystem.declaresView("struct Card: SwiftUI.View, Equatable {", named: "Card"))
        #expect(!DesignSystem.declaresView("struct PrimaryFill: FillProtocol {\n func makeBody() -> some View {", named: "PrimaryFill"))
        #expect(!DesignSystem.declaresView("struct CardStyle: ButtonStyle {}", named: "CardStyle"))
        #expect(!DesignSystem.declaresView("struct RowView: View {}", named: "Row"))
    }

    /// A Kotlin package folder's file is a component where its object of that name declares a
    /// PascalCase composable (Vitamin's `object VitaminButtons { fun Primary(…) }`), not where the
    /// object builds values (`fun medium(): ButtonSizes`), where the PascalCase name is an extension's
    /// receiver, or where the PascalCase function is outside the object.
    @Test func aComposeObjectOfPascalCaseFunctionsIsAComponent() {
        #expect(DesignSystem.objectDeclaresPascalFunction("object Pills {\n  @Composable\n  fun Solid(text: String) = Body(text)\n}", named: "Pills"))
        #expect(DesignSystem.objectDeclaresPascalFunction("object Pills { val x = mapOf(1 to 2) { }\n fun Soft() {} }", named: "Pills"))
        #expect(!DesignSystem.objectDeclaresPascalFunction("object PillSizing {\n  fun compact(): PillDimensions = PillDimensions()\n}", named: "PillSizing"))
        #expect(!DesignSystem.objectDeclaresPascalFunction("data object ButtonDefaults {\n  fun colors() = 1\n}\nprivate fun Material3ButtonColors.toButtonColors() = 2", named: "ButtonDefaults"))
        #expect(!DesignSystem.objectDeclaresPascalFunction("fun ColorChip() {}\nprivate object ColorChipDefaults {\n  val size = 20.dp\n}", named: "ColorChipDefaults"))
        #expect(!DesignSystem.objectDeclaresPascalFunction("object PillsTheme { fun Solid() {} }", named: "Pills"))
    }

    /// The top-level types a file declares, read off its bytes; nested ones are known in their owner only.
    @Test func topLevelTypeNames() {
        let text = "public enum Gaps {\n    enum Inner {}\n}\ninternal sealed class Icon {\n    object Success : Icon()\n}\n@Immutable\ndata class Palette(val a: Int)\nstruct Card: View {}\nlet x = enum_value\n"
        #expect(DesignSystem.declaredTypeNames(Array(text.utf8)) == ["Gaps", "Icon", "Palette", "Card"])
        // Kotlin's top-level composables, not extensions or `fun interface`'s modifier.
        let kotlin = "@Composable\ninternal fun ButtonLargePrimitive(\n) {}\nfun Modifier.tinted() = this\nfun interface Painter { }\n    fun Nested() {}\npublic enum class SpinnerSize(val dp: Dp)\n"
        #expect(DesignSystem.declaredTypeNames(Array(kotlin.utf8)) == ["ButtonLargePrimitive", "Painter", "SpinnerSize"])
    }

    /// The lower-case functions and extension properties a Kotlin file declares at its top, not file-private ones.
    @Test func kotlinModuleFunctionNames() {
        let kotlin = "internal fun Modifier.background(color: Color, brush: Brush?, shape: Shape): Modifier =\n    when (brush) {}\n"
            + "fun <T> List<T>.second(): T = this[1]\ninternal val ChipSize.inset: Dp\n    get() = 4.dp\nval plain = 3\n"
            + "private fun hidden() = 1\n    fun nested() = 2\ninline fun spacing(n: Int) = n.dp\nfun Button(x: Int) {}\n"
        #expect(DesignSystem.declaredFunctionNames(Array(kotlin.utf8)) == ["background", "second", "inset", "spacing"])
    }

    /// The lower-case members of a Swift file's extensions and its top-level functions, not file-private ones.
    @Test func swiftExtensionMemberNames() {
        let swift = "extension View {\n    @ViewBuilder\n    public func tagChrome(_ fill: Color) -> some View { self }\n"
            + "    private func unused() -> some View { self }\n    func generic<T>(_ t: T) -> some View { self }\n}\n"
            + "public extension Font {\n    static var caption3: Font { .caption2 }\n    static let fixed = Font.body\n}\n"
            + "struct Card: View {\n    func helper() -> Int { 1 }\n    var body: some View { EmptyView() }\n}\nfunc topLevel() {}\nfileprivate func alone() {}\n"
        #expect(DesignSystem.swiftExtensionMembers(Array(swift.utf8)) == ["tagChrome", "generic", "caption3", "topLevel"])
    }
}
