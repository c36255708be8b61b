import SwiftUI

// Gaps as a namespace of CGFloat, read where a length is expected: `.Gap.tight`.
public extension CGFloat {
    enum Gap {
        public static let tight: CGFloat = 6
        public static let wide: CGFloat = 14
    }
}
