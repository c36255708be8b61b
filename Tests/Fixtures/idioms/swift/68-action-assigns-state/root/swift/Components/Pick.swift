import SwiftUI

/// A selectable pill: tapping selects it. The action assigns the binding; the style reads the
/// value the pill was made with, never the one the action would set.
struct Pick: View {
    @Binding var selected: Bool
    var title: String

    var body: some View {
        Button(action: { selected.toggle(); selected = true }) {
            Text(title)
        }
        .buttonStyle(PickStyle(selected: selected))
    }
}

struct PickStyle: ButtonStyle {
    var selected: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .foregroundStyle(selected ? Color.white : Color.primary)
            .background(selected ? Color.blue : Color.gray.opacity(0.2), in: Capsule())
    }
}
