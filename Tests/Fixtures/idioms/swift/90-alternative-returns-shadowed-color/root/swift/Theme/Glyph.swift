import SwiftUI

/// A glyph nests a `Color` of its own: inside `Glyph`, `Color` is this enum; elsewhere it is SwiftUI's.
public struct Glyph {
    public enum Color {
        case inkStrong
        case muted
    }

    let color: Color
}
