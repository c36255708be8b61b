import ParityModel

/// Colors a platform defines itself, so that a design system's own palette can mirror them.
public enum SystemColors {
    /// SwiftUI's system colors (`Color.blue`, `.green`, … `.gray`) in sRGB, light and dark, by
    /// published table. `ios18` is Apple's table for iOS 15–18 (Human Interface Guidelines,
    /// *Color*, before its June 2025 update). Apple's June 2025 values are not shipped: this
    /// project could not confirm them from Apple's own page, and a wrong table would cry wolf.
    public static let swiftUI: [String: [String: (light: UInt64, dark: UInt64)]] = [
        "ios18": [
            "red": (0xFF3B30, 0xFF453A),
            "orange": (0xFF9500, 0xFF9F0A),
            "yellow": (0xFFCC00, 0xFFD60A),
            "green": (0x34C759, 0x30D158),
            "mint": (0x00C7BE, 0x66D4CF),
            "teal": (0x30B0C7, 0x40C8E0),
            "cyan": (0x32ADE6, 0x64D2FF),
            "blue": (0x007AFF, 0x0A84FF),
            "indigo": (0x5856D6, 0x5E5CE6),
            "purple": (0xAF52DE, 0xBF5AF2),
            "pink": (0xFF2D55, 0xFF375F),
            "brown": (0xA2845E, 0xAC8E68),
            "gray": (0x8E8E93, 0x8E8E93),
            "black": (0x000000, 0x000000),
            "white": (0xFFFFFF, 0xFFFFFF),
        ],
    ]

    /// Tailwind's named colors that every theme has (`text-white`, `bg-transparent`).
    static let tailwind: [String: RGBA] = [
        "white": RGBA(red: 255, green: 255, blue: 255),
        "black": RGBA(red: 0, green: 0, blue: 0),
        "transparent": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// The system colors of one platform as token entries placed at `location`.
    static func table(for platform: Platform, set: String, location: SourceLocation) -> [String: TokenEntry<ColorPair>] {
        switch platform {
        case .swift:
            let table = swiftUI[set] ?? [:]
            return table.reduce(into: [:]) { out, item in
                let pair = ColorPair(light: Normalize.rgbHex(item.value.light), dark: Normalize.rgbHex(item.value.dark))
                out[item.key] = TokenEntry(value: pair, raw: "Color.\(item.key) (SwiftUI system color, \(set) table)", location: location)
            }
        case .uniwind, .nativewind:
            return tailwind.reduce(into: [:]) { out, item in
                out[item.key] = TokenEntry(value: ColorPair(light: item.value, dark: item.value), raw: "\(item.key) (Tailwind built-in)", location: location)
            }
        case .stylesheet, .kotlin:
            return [:]
        }
    }
}
