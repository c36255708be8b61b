import SwiftUI

enum FlagStyle { case quiet, loud }

/// A flag whose colors come from conditions that mix `==`, `&&`, `||` and arithmetic without
/// parentheses: Swift's precedence decides (`style == .loud && isOn` is `(style == .loud) && isOn`).
struct Flag: View {
    var style: FlagStyle = .quiet
    var isOn: Bool
    @Environment(\.isEnabled) private var isEnabled

    private var ink: Color {
        style == .loud && isOn ? Color.pink : Color.gray
    }

    private var edge: Color {
        !isEnabled || style == .quiet && !isOn ? Color.gray : Color.pink
    }

    var body: some View {
        Text("Flag")
            .foregroundStyle(ink)
            .padding(2 + 3 * 2)
            .overlay(Capsule().stroke(edge, lineWidth: 1))
    }
}
