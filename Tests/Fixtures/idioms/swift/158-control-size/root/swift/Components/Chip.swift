import SwiftUI

/// A filter chip; its metrics follow the control size a parent sets with `.controlSize(…)`.
struct Chip: View {
    let title: String
    var action: () -> Void = {}

    var body: some View {
        Button(title, action: action)
            .buttonStyle(ChipStyle())
    }
}

private struct ChipStyle: ButtonStyle {
    @Environment(\.controlSize) var controlSize

    private var metrics: (height: CGFloat, inset: CGFloat, font: CGFloat) {
        switch controlSize {
        case .mini: (22, 8, 11)
        case .small: (28, 10, 13)
        case .large: (44, 16, 17)
        case .extraLarge: (52, 20, 17)
        @unknown default: (36, 12, 15)
        }
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: metrics.font, weight: .semibold))
            .padding(.horizontal, metrics.inset)
            .frame(height: metrics.height)
            .background(configuration.isPressed ? Color.gray : Color.white, in: .capsule)
    }
}
