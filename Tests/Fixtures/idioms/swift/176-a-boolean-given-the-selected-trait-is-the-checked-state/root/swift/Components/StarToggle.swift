import SwiftUI

/// A star that marks an item as a favorite; starred, it is filled in yellow.
struct StarToggle: View {
    let isStarred: Bool
    var onToggle: () -> Void = {}

    var body: some View {
        Button(action: onToggle) {
            Image(systemName: isStarred ? "star.fill" : "star")
                .font(.system(size: 18, weight: .semibold))
                .foregroundStyle(isStarred ? Color.yellow : Color.secondary)
                .frame(width: 36, height: 36)
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isStarred ? .isSelected : [])
    }
}
