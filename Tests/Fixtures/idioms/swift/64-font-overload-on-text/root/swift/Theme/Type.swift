import SwiftUI

public struct TextStyle {
    let size: CGFloat
    let lineHeight: CGFloat
    let letterSpacing: CGFloat
}

extension TextStyle {
    static let footnote = TextStyle(size: 13, lineHeight: 18, letterSpacing: 0)
    static let body = TextStyle(size: 17, lineHeight: 22, letterSpacing: -0.4)
}

extension Text {
    /// The library's `font` taking one of the scale's styles.
    func font(style: TextStyle) -> some View {
        self.font(.system(size: style.size))
            .tracking(style.letterSpacing)
            .lineSpacing(style.lineHeight - style.size)
    }
}
