import SwiftUI

// Lengths as nested namespaces of CGFloat, read where a length is expected: `.Spacing.roomy`.
public extension CGFloat {
    enum Spacing {
        public static let snug: CGFloat = 8
        public static let roomy: CGFloat = 20
    }

    enum Radius {
        public static let card: CGFloat = 18
    }
}
