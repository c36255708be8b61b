import SwiftUI

/// A spacing step of the scale, and the library calls that take one.
public struct Gap {
    public let points: CGFloat
    init(points: CGFloat) { self.points = points }

    static var tight: Gap { Gap(points: 4) }
    static var cozy: Gap { Gap(points: 8) }
    static var roomy: Gap { Gap(points: 16) }
}

public struct Corner {
    public let points: CGFloat
    static let small = Corner(points: 6)
    static let round = Corner(points: 999)
}

public extension View {
    func padding(_ gap: Gap) -> some View {
        padding(gap.points)
    }

    func padding(_ edges: Edge.Set, _ gap: Gap) -> some View {
        padding(edges, gap.points)
    }
}

public extension HStack {
    init(alignment: VerticalAlignment = .center, spacing: Gap, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.points, content: content)
    }
}

public extension RoundedRectangle {
    init(cornerRadius: Corner, style: RoundedCornerStyle = .circular) {
        self.init(cornerRadius: cornerRadius.points, style: style)
    }
}
