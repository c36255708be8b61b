import SwiftUI

/// A notice with an "Undo" action; the action's label is padded and then filled, so its box
/// wraps the text (the other platforms draw a pressable around a text).
struct Notice: View {
    var body: some View {
        HStack(spacing: 8) {
            Text("Saved")
            Button("Undo") {}
                .buttonStyle(UndoStyle())
        }
    }
}

private struct UndoStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 13, weight: .semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(configuration.isPressed ? Color.gray.opacity(0.2) : .clear, in: Capsule())
    }
}
