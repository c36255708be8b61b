import CoreGraphics

public enum BorderRadius {
    public static let `default`: CGFloat = 6
    public static let large: CGFloat = 16
}

/// Levels counted from zero (an `Int` enum without written raw values).
enum Level: Int {
    case flat
    case raised
}
