import SwiftUI

struct TextStyle {
    let size: CGFloat
    let lineHeight: CGFloat
    let letterSpacing: CGFloat
}

extension TextStyle {
    static let lead = TextStyle(size: 19, lineHeight: 26, letterSpacing: -0.38)
}
