import SwiftUI

/// The avatar's sizes, in a file of its own beside the view in the component's folder.
enum AvatarSize {
    case small, large

    var side: CGFloat {
        switch self {
        case .small: return 24
        case .large: return 40
        }
    }
}
