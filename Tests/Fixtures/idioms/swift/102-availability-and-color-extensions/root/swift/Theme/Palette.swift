import SwiftUI
import UIKit

/// Colors packed as 0xRRGGBBAA, unpacked per channel.
struct PackedColor {
    let rgba: UInt32

    private var shifts: [UInt32] {
        [
            rgba >> 24, // red
            rgba >> 16, // green
            rgba >> 8,  // blue
            rgba        /* alpha */
        ]
    }

    var uiColor: UIColor {
        let c = shifts.map { CGFloat($0 & 0xff) / 255.0 }
        return UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

extension UIColor {
    static func adaptive(light: UIColor, dark: UIColor) -> UIColor {
        if #available(iOS 13.0, *) {
            return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
        } else {
            return light
        }
    }

    /// The SwiftUI color of this UIKit color.
    var asColor: Color {
        if #available(iOS 15.0, *) {
            return Color(uiColor: self)
        } else {
            return Color(self)
        }
    }
}

enum Palette {
    static let inkLight = PackedColor(rgba: 0x1B1F24FF)
    static let inkDark = PackedColor(rgba: 0xE6EDF3FF)
    static var ink: UIColor { .adaptive(light: inkLight.uiColor, dark: inkDark.uiColor) }
    static var wash: UIColor { .adaptive(light: PackedColor(rgba: 0xF6F8FAFF).uiColor, dark: PackedColor(rgba: 0x161B22FF).uiColor) }
}
