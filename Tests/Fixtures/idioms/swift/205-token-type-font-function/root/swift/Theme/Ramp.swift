import SwiftUI

/// The type ramp, whose font is made by a method of the type for a weight the caller picks.
public struct TypeRamp: Hashable, Sendable {
    public let pointSize: CGFloat
    public let lineHeight: CGFloat
    public let kerning: CGFloat

    public static let small = TypeRamp(pointSize: 12, lineHeight: 16, kerning: 0)
    public static let body = TypeRamp(pointSize: 16, lineHeight: 22, kerning: -0.3)
}

extension TypeRamp {
    /// The system font at the ramp's size and the given weight, with even digits (an implicit member chain).
    func font(_ weight: Font.Weight) -> Font {
        .system(size: pointSize, weight: weight).monospacedDigit()
    }
}
