import SwiftUI

/// A type token whose tracking is in points, as `Text.tracking(_:)` takes it.
public struct TextStyle: Hashable {
    public let pointSize: CGFloat
    public let lineHeight: CGFloat
    public let tracking: CGFloat
}

extension TextStyle {
    public static let footnote = TextStyle(pointSize: 13, lineHeight: 18, tracking: -0.08)
    public static let callout = TextStyle(pointSize: 16, lineHeight: 21, tracking: -0.32)
}

extension Color {
    static let tagInk = Color(red: 0.11, green: 0.11, blue: 0.12)
    static let tagInkMuted = Color(red: 0.56, green: 0.56, blue: 0.58)
}
