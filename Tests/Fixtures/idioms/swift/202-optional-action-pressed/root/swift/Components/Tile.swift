import SwiftUI

/// A settings tile: highlighted while pressed when the caller makes it tappable; its "More" link
/// is pressable either way.
struct Tile: View {
    var title: String
    var onOpen: (() -> Void)? = nil

    var body: some View {
        if let onOpen {
            Button(action: onOpen) { face }
                .buttonStyle(TilePress())
        } else {
            face.modifier(TileLook(highlighted: false))
        }
    }

    private var face: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.headline)
            Button("More") {}
                .buttonStyle(MoreLink())
        }
    }
}

private struct TilePress: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(TileLook(highlighted: configuration.isPressed))
    }
}

private struct TileLook: ViewModifier {
    let highlighted: Bool

    func body(content: Content) -> some View {
        content
            .padding(14)
            .background(highlighted ? Color.gray.opacity(0.2) : Color.white)
    }
}

private struct MoreLink: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(configuration.isPressed ? .purple : .blue)
    }
}
