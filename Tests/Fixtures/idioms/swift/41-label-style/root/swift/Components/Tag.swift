import SwiftUI

enum TagSize {
    case small, large

    var iconSide: CGFloat {
        switch self {
        case .small: 12
        case .large: 18
        }
    }
}

/// A tag whose leading symbol and title are laid out by a custom `LabelStyle`: the style's
/// stack spacing is the tag's gap, its icon slot the tag's icon.
struct TagLabelStyle: LabelStyle {
    var side: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: side / 2) {
            configuration.icon
                .frame(width: side, height: side)
                .foregroundStyle(Color.teal)
            configuration.title
                .foregroundStyle(Color.primary)
        }
    }
}

struct Tag: View {
    let text: String
    var size: TagSize = .small

    var body: some View {
        VStack {
            Label(text, systemImage: "tag")
        }
        .labelStyle(TagLabelStyle(side: size.iconSide))
        .padding(4)
    }
}
