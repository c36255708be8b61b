import SwiftUI

/// Component-level names for the scale's tokens, each a computed static that names another token.
extension Radius {
    static var card: CGFloat { lg }
    static var badge: CGFloat { Radius.sm }
}

public struct Card: View {
    let title: String

    public var body: some View {
        HStack(spacing: Spacing.md) {
            Text(title)
                .padding(4)
                .background(Color(white: 0.9), in: RoundedRectangle(cornerRadius: Radius.badge))
        }
        .padding(Spacing.md)
        .background(Color.white, in: RoundedRectangle(cornerRadius: Radius.card))
    }
}
