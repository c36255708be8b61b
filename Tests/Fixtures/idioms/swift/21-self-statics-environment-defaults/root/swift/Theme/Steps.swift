import SwiftUI

public extension CGFloat {
    static let compact: CGFloat = 6
    static let regular: CGFloat = 12
}

extension ContentSizeCategory {
    /// How much a control grows with the text size.
    var controlRatio: CGFloat {
        switch self {
        case .extraSmall, .small, .medium: return 0.9
        case .large: return 1
        default: return 1.2
        }
    }
}
