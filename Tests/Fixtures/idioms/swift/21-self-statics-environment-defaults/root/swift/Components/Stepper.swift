import SwiftUI

/// A stepper whose metrics are the view's own statics (`Self.buttonSize`), scaled by the text
/// size the environment gives (`.large` where nothing sets it), with a hit area on its fill.
struct Stepper: View {
    static let buttonSize: CGFloat = 32
    static let maxWidth: CGFloat = 120

    @Environment(\.sizeCategory) private var sizeCategory
    var caption: String = ""
    var spacing: CGFloat = .regular

    var body: some View {
        HStack(spacing: spacing) {
            Text(caption).padding(.horizontal, caption.isEmpty ? 0 : .compact)
            Color.blue
                .contentShape(Rectangle())
                .frame(width: Self.buttonSize * sizeCategory.controlRatio, height: Self.buttonSize)
        }
        .frame(width: min(Self.maxWidth, 200))
    }
}
