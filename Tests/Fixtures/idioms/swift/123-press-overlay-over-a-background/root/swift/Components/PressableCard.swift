import SwiftUI

/// Darkens the card a little while it is held; at rest the overlay is clear.
private struct DimOnPress: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .background(Color(red: 0.98, green: 0.98, blue: 0.99))
            .overlay(
                Color.black
                    .opacity(configuration.isPressed ? 0.08 : 0)
                    .allowsHitTesting(false)
            )
            .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

/// A card the whole of which is one button.
public struct PressableCard<Content: View>: View {
    let action: () -> Void
    let content: Content

    public init(action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
        self.action = action
        self.content = content()
    }

    public var body: some View {
        Button(action: action) { content }
            .buttonStyle(DimOnPress())
    }
}
