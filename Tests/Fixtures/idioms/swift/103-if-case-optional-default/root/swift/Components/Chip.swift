import SwiftUI

/// What a chip may carry after its title.
enum ChipAccessory {
    case badge(Int)
    case dismiss(() -> Void)
}

/// A filter chip: a capsule of text, or, when the caller gives it a badge, the text and a count.
struct Chip: View {
    let title: String
    var accessory: ChipAccessory? = nil

    var body: some View {
        if case let .badge(count) = accessory {
            HStack(spacing: 4) {
                Text(title).font(.subheadline)
                Text("\(count)").font(.caption2)
            }
            .padding(.horizontal, 10)
        } else {
            Text(title)
                .font(.subheadline)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Capsule().fill(Color.secondary.opacity(0.2)))
        }
    }
}
