import SwiftUI

/// A tile that shrinks a little while pressed, and a badge stretched wider than tall.
struct PressTile: View {
    var title: String

    var body: some View {
        Button(action: {}) {
            Text(title)
        }
        .buttonStyle(ShrinkStyle())
    }
}

struct ShrinkStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .background(Color.blue, in: RoundedRectangle(cornerRadius: 10))
            .scaleEffect(configuration.isPressed ? 0.96 : 1, anchor: .center)
            .overlay(alignment: .topTrailing) {
                // Badge
                Circle()
                    .fill(Color.red)
                    .frame(width: 8, height: 8)
                    .scaleEffect(x: 1.5, y: 1)
            }
    }
}
