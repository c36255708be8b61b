import SwiftUI
import UIKit

extension Color {
    /// A light and a dark 0xRRGGBB, resolved by the trait collection.
    init(light: UInt32, dark: UInt32) {
        self.init(uiColor: UIColor { traits in
            let hex = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
        })
    }

    static let fieldStroke = Color(light: 0xD0D5DD, dark: 0x3F3F46)
    static let fieldError = Color(light: 0xD92D20, dark: 0xF97066)
}
