import SwiftUI

/// Spacing and radius steps as types wrapping their points, the steps as static members.
public struct Spacing {
    public let value: CGFloat
    init(value: CGFloat) { self.value = value }
}

public extension Spacing {
    static var sm: Spacing { Spacing(value: 4) }
    static var md: Spacing { Spacing(value: 8) }
    static var lg: Spacing { Spacing(value: 16) }
}

public struct Radius {
    public let value: CGFloat
    private init(value: CGFloat) { self.value = value }
}

public extension Radius {
    static let sm = Radius(value: 6)
    static let md = Radius(value: 10)
}
