import SwiftUI

/// A chip with a label and a small dismiss glyph; the glyph's circle shows only while pressed.
struct DismissChip: View {
    let label: String
    var onDismiss: () -> Void = {}

    var body: some View {
        HStack(spacing: 6) {
            Text(label)
                .font(.footnote)
            Button(action: onDismiss) {
                Image(systemName: "xmark")
                    .font(.system(size: 10, weight: .bold))
            }
            .buttonStyle(DismissGlyphStyle())
        }
        .padding(.leading, 10)
    }
}

private struct DismissGlyphStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let disc = Circle()
        return configuration.label
            .frame(width: 22, height: 22)
            .background {
                if configuration.isPressed {
                    disc.fill(Color(white: 0.85))
                }
            }
    }
}
