import SwiftUI

extension View {
    /// The filled capsule behind a tag's text.
    @ViewBuilder
    public func tagChrome(_ fill: Color) -> some View {
        self
            .padding(.horizontal, 10)
            .background(fill, in: Capsule())
    }

    private func unused() -> some View { self }
}

extension TagSize {
    var inset: CGFloat {
        switch self {
        case .small: 2
        case .large: 6
        }
    }
}
