import SwiftUI

public struct Gap {
    public let points: CGFloat
    static let wide = Gap(points: 12)
}

public extension HStack {
    init(alignment: VerticalAlignment = .center, spacing: Gap, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.points, content: content)
    }
}
