import SwiftUI

/// A notice laid out with the scale's wrapped values (`Spacing.md.value`).
struct Notice: View {
    var message: String

    var body: some View {
        HStack(spacing: Spacing.sm.value) {
            Image(systemName: "info.circle")
            Text(message)
        }
        .padding(.horizontal, Spacing.md.value)
        .padding(.vertical, Spacing.sm.value)
        .background(Color.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: Radius.sm.value))
    }
}
