import SwiftUI

/// One physical pixel, whatever the screen.
enum Stroke {
    static let pixel: CGFloat = 1 / UIScreen.main.scale
}

/// A round knob: its fill picked by a ternary whose first arm is an implicit member.
struct Knob: View {
    let isOn: Bool
    let isEnabled: Bool

    var body: some View {
        Circle()
            .fill(fill)
            .overlay(Circle().strokeBorder(Color.black.opacity(0.2), lineWidth: Stroke.pixel))
            .frame(width: 30, height: 30)
    }

    private var restFill: Color { .rest }

    private var fill: Color {
        (isOn ? .signal : restFill)
            .opacity(isEnabled ? 1 : 0.5)
    }
}
