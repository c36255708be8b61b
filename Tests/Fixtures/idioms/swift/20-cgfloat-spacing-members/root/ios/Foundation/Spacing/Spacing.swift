import SwiftUI

/// Spacing steps as an enum with raw values; `CGFloat` statics name them for implicit members.
public enum Spacing: CGFloat {
    case xxSmall = 4
    case xSmall = 8
    case small = 12
    case medium = 16
}

public extension CGFloat {
    static let xxSmall = Spacing.xxSmall.rawValue
    static let xSmall = Spacing.xSmall.rawValue
    static let small = Spacing.small.rawValue
    static let medium = Spacing.medium.rawValue
}
