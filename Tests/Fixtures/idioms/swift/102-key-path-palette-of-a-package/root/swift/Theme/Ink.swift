import SwiftUI
import BrandTokens

/// The brand's semantic colors, generated into the `BrandTokens` package, read by key path:
/// `Color.ink.textSecondary`.
@dynamicMemberLookup
public final class Ink {
    private let tokens = BrandColorTokens()
    public subscript(dynamicMember keyPath: KeyPath<BrandColorTokens, Color>) -> Color {
        tokens[keyPath: keyPath]
    }
}

public extension Color {
    static let ink = Ink()
}
