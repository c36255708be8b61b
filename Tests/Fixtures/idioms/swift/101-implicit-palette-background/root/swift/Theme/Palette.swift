import SwiftUI

public extension Color {
    static let surfaceRest = Color(red: 1, green: 1, blue: 1)
    static let surfacePressed = Color(red: 0.93, green: 0.94, blue: 0.96)
}

/// The palette's colors, grouped for key paths.
public struct PaletteTokens {
    public let surfaceRest = Color.surfaceRest
    public let surfacePressed = Color.surfacePressed
}

/// The palette, read by key path (`Color.palette.surfaceRest`).
@dynamicMemberLookup
public final class Palette {
    private let tokens = PaletteTokens()
    public subscript(dynamicMember keyPath: KeyPath<PaletteTokens, Color>) -> Color {
        tokens[keyPath: keyPath]
    }
}

public extension Color {
    static let palette = Palette()
}

public extension ShapeStyle where Self == Color {
    static var palette: Palette { Self.palette }
}
