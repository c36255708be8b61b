import SwiftUI

/// A chip padded for its title; an icon-only chip (an empty title) is padded less.
struct Chip: View {
    let title: String
    var detail: String?

    var body: some View {
        HStack(spacing: 4) {
            Text(title)
                .font(.system(size: 14, weight: .medium))
            if let detail {
                Text(detail)
                    .font(.system(size: 12))
            }
        }
        .padding(.horizontal, title.isEmpty ? 6 : 12)
        .background(Color(white: 0.93), in: Capsule())
    }
}
