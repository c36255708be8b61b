import SwiftUI
import UIKit

/// An sRGB color from a 0xRRGGBB literal.
struct Hex {
    let value: UInt32

    init(_ value: UInt32) { self.value = value }

    var uiColor: UIColor {
        UIColor(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

extension Color {
    /// A color for each appearance.
    static func paired(_ light: Hex, _ dark: Hex) -> Color {
        let day = light.uiColor, night = dark.uiColor
        return Color(uiColor: UIColor { traits in traits.userInterfaceStyle == .dark ? night : day })
    }
}
