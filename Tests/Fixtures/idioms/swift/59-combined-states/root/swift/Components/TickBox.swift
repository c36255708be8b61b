import SwiftUI

/// A tick box whose checked fill fades when disabled, and whose unchecked box greys.
struct TickBox: View {
    var isOn: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .fill(fill)
            .frame(width: 18, height: 18)
    }

    private var fill: Color {
        guard isEnabled else { return isOn ? Color.green.opacity(0.4) : Color(white: 0.93) }
        return isOn ? .green : .white
    }
}
