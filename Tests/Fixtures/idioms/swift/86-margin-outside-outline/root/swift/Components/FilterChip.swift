import SwiftUI

/// A filter chip drawn as an outline only; the padding after the outline spaces chips apart.
struct FilterChip: View {
    let title: String
    var body: some View {
        Text(title)
            .font(.footnote.weight(.semibold))
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .overlay {
                RoundedRectangle(cornerRadius: 8, style: .continuous)
                    .stroke(Color.gray, lineWidth: 1.5)
            }
            .padding(.trailing, 8)
    }
}
