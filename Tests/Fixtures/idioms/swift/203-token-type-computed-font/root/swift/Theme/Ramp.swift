import SwiftUI

/// The type ramp: its own type, whose fonts are made by a computed property of the type.
public struct TypeRamp: Hashable, Sendable {
    public let pointSize: CGFloat
    public let lineHeight: CGFloat
    public let kerning: CGFloat

    public static let detail = TypeRamp(pointSize: 13, lineHeight: 18, kerning: 0.08)
    public static let lead = TypeRamp(pointSize: 17, lineHeight: 24, kerning: -0.41)
}

extension TypeRamp {
    /// The system font at the ramp's size, read bare inside the extension.
    var systemFont: Font { .system(size: pointSize, weight: .regular) }
    /// The leading SwiftUI adds between lines to reach the ramp's line height.
    var extraLeading: CGFloat { max(0, lineHeight - UIFont.systemFont(ofSize: pointSize).lineHeight) }
}
