import SwiftUI

/// Colors in every spelling: the project's token statics, channels, white, a project
/// `init(hex:)`, opacity, UIKit's label colors and the hierarchical styles.
struct Swatches: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(spacing: 0) {
            Text("Primary")
                .foregroundStyle(isEnabled ? Color.label : .labelQuaternary)
            Text("Secondary")
                .foregroundStyle(.secondary)
            Text("UIKit secondary")
                .foregroundStyle(Color(uiColor: .secondaryLabel))
            Text("UIKit tertiary")
                .foregroundStyle(Color(.tertiaryLabel))
            Text("Separator")
                .foregroundStyle(Color(UIColor.separator))
            Text("Brand")
                .foregroundStyle(Color.brand.opacity(0.8))
            Text("Ink")
                .foregroundStyle(Color(white: 0.2))
        }
        .padding(8)
        .background(Color(hex: 0xF5F5F7, opacity: 0.9))
        .overlay(
            Rectangle()
                .stroke(Color(red: 0, green: 0, blue: 0, opacity: 0.1), lineWidth: 1)
        )
    }
}
