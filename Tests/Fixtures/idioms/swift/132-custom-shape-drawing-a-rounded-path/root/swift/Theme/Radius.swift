import CoreGraphics

enum Radius {
    static let sm: CGFloat = 6
    static let md: CGFloat = 8
}
