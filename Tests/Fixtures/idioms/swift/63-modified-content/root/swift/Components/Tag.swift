import SwiftUI

/// A tag outlined by a view modifier the project applies by building `ModifiedContent` itself.
struct Tag: View {
    var title: String
    var isDisabled: Bool = false

    var body: some View {
        Text(title)
            .padding(.horizontal, 6)
            .outlined(isDisabled ? Color.gray : Color.indigo, corner: 4)
    }
}

private struct Outline: ViewModifier {
    let color: Color
    let corner: CGFloat

    func body(content: Content) -> some View {
        content.overlay(RoundedRectangle(cornerRadius: corner).stroke(color, lineWidth: 1.5))
    }
}

private extension View {
    func outlined(_ color: Color, corner: CGFloat) -> some View {
        ModifiedContent(content: self, modifier: Outline(color: color, corner: corner))
    }
}
