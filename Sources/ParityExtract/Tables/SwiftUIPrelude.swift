import ParityModel

/// SwiftUI declarations a component leans on without defining them, written as SwiftUI declares
/// them and lowered like a helper file after the project's own (a project declaration of the same
/// name wins): the library's label styles (`.labelStyle(.iconOnly)` shows the label's icon,
/// `.titleOnly` its title), as `LabelStyle` documents them; `ModifiedContent(content:modifier:)`,
/// the view `content.modifier(modifier)` makes; the environment's control size
/// (`@Environment(\.controlSize)`: the component's sizes, `.regular` where no parent sets
/// `.controlSize(…)`), its cases as `ControlSize` declares them; the system font's line height
/// (`UIFont.systemFont(ofSize: size).lineHeight`, `Normalize.systemLineHeight`), which a text-style
/// helper subtracts from its line height to get the `.lineSpacing` it sets. The bold and monospaced
/// system fonts are read with that line height too: the resolver adds it back to `.lineSpacing` the
/// same way, so such a helper's line height is its style's whichever font it measures.
enum SwiftUIPrelude {
    /// The path facts read from these declarations are located at.
    static let path = "(parity built-in) swiftui.swift"

    static let swift = """
    struct IconOnlyLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.icon }
    }

    struct TitleOnlyLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.title }
    }

    extension LabelStyle where Self == IconOnlyLabelStyle {
        static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
    }

    extension LabelStyle where Self == TitleOnlyLabelStyle {
        static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
    }

    struct ModifiedContent: View {
        let content: Content
        let modifier: Modifier

        var body: some View { content.modifier(modifier) }
    }

    struct UIFont {
        let pointSize: CGFloat
        let lineHeight: CGFloat

        static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
            UIFont(pointSize: fontSize, lineHeight: fontSize * \(Normalize.systemLineHeight(fontSize: 1)))
        }

        static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

        static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize) }

        static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize) }
    }

    enum ControlSize {
        case mini, small, regular, large, extraLarge
    }

    extension EnvironmentValues {
        @Entry var controlSize: ControlSize = .regular
    }
    """
}
