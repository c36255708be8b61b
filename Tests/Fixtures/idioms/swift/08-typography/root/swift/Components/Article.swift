import SwiftUI

/// Typography in every spelling: the project's text-style helper, a system font with size,
/// weight and design, weight modifiers, tracking and kerning, and Apple's text styles.
struct Article: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Lead")
                .scaledTextStyle(.lead, weight: .medium)
            Text("Kicker")
                .font(.system(size: 11, weight: .heavy, design: .rounded))
                .kerning(1.1)
            Text("Headline")
                .font(.headline)
            Text("Body")
                .font(.body.weight(.light))
                .tracking(-0.2)
            Text("Subhead")
                .font(.subheadline)
                .bold()
            Text("Caption")
                .font(Font.caption)
                .fontWeight(.semibold)
            Text("Footnote, from the stack")
        }
        .font(.footnote)
    }
}

private struct ScaledTextStyle: ViewModifier {
    let style: TextStyle
    let weight: Font.Weight

    func body(content: Content) -> some View {
        content
            .font(.system(size: style.size, weight: weight))
            .tracking(style.letterSpacing)
    }
}

extension View {
    func scaledTextStyle(_ style: TextStyle, weight: Font.Weight = .regular) -> some View {
        modifier(ScaledTextStyle(style: style, weight: weight))
    }
}
