import SwiftUI

extension Color {
    static let label = Color(hex: 0x1D1D1F)
    static let labelSecondary = Color(hex: 0x6E6E73)
    static let labelQuaternary = Color(hex: 0xD2D2D7)
    static let brand = Color(hex: 0x0A7CFF)
}

extension Color {
    /// A color from a 0xRRGGBB literal.
    init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity
        )
    }
}
