import SwiftUI

/// The app's type scale: a type of its own, not `TextStyle`, applied by a `View` method of its own.
public struct FontToken: Hashable {
    public let pointSize: CGFloat
    public let lineHeight: CGFloat
    public let kerning: CGFloat
    public var weight: Font.Weight = .regular

    public static let small = FontToken(pointSize: 12, lineHeight: 16, kerning: 0.12, weight: .medium)
    public static let regular = FontToken(pointSize: 15, lineHeight: 20, kerning: -0.15)
}

extension View {
    public func fontToken(_ token: FontToken) -> some View {
        font(.system(size: token.pointSize, weight: token.weight))
            .kerning(token.kerning)
            .lineSpacing(token.lineHeight - token.pointSize)
    }
}
