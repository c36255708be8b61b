import SwiftUI

/// A pad whose fill comes from a function returning `some ShapeStyle`: its implicit members are
/// the shape style's statics (`.clear`, `.orange`).
struct Pad: View {
    @State private var isPressed = false

    private func fill(pressed: Bool) -> some ShapeStyle {
        pressed ? .orange : .clear
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(fill(pressed: isPressed))
            .frame(width: 44, height: 44)
    }
}
