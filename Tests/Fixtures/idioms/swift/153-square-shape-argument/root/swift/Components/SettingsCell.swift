import SwiftUI

/// A grouped-list cell: square, filled edge to edge, with a hairline square outline laid over it.
struct SettingsCell: View {
    var title: String

    var body: some View {
        Text(title)
            .foregroundStyle(Color.label)
            .padding(.horizontal, 16)
            .frame(minHeight: 44)
            .background(Color.labelQuaternary, in: Rectangle())
            .overlay(Rectangle().stroke(Color.labelSecondary, lineWidth: 0.5))
    }
}
