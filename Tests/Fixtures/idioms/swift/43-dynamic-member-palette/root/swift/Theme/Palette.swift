import SwiftUI

public class BrandSwatches {
    public static let ink900 = Color(0x1A1A1F)
    public static let sky500 = Color(0x3380E6)
}

public class BrandRoles {
    public let textPrimary = BrandSwatches.ink900
    public let fillAccent = BrandSwatches.sky500
}

@dynamicMemberLookup
public class BrandColors {
    private let roles = BrandRoles()
    public subscript(dynamicMember keyPath: KeyPath<BrandRoles, Color>) -> Color {
        roles[keyPath: keyPath]
    }
}

public extension Color {
    static let brand = BrandColors()
}
