import SwiftUI

/// A glyph whose sizes other components borrow.
public struct Glyph: View {
    let size: Size

    public var body: some View {
        Color.gray.frame(width: size.points, height: size.points)
    }
}

public extension Glyph {
    enum Size: Equatable {
        case small
        case medium
        case large

        public var points: CGFloat {
            switch self {
                case .small: return 16
                case .medium: return 20
                case .large: return 24
            }
        }
    }
}
