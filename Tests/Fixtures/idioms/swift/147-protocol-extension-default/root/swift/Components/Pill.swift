import SwiftUI

/// A tinted label.
public struct Pill: View {
    let title: String
    @Environment(\.scheme) private var scheme

    public var body: some View {
        Text(title)
            .font(.system(size: 13, weight: .medium))
            .foregroundStyle(scheme.accent)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(scheme.accentTint, in: Capsule())
    }
}
