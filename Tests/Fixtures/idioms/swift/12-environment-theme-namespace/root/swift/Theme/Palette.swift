import SwiftUI

/// The palette views read from the environment; nothing in the library sets it.
public struct Palette {
    public var fill: Color
    public var ink: Color
    public var corner: CGFloat

    public static let standard = Palette(fill: .indigo, ink: .white, corner: 6)
}

struct PaletteKey: EnvironmentKey {
    static var defaultValue: Palette = .standard
}

extension EnvironmentValues {
    var palette: Palette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }
}
