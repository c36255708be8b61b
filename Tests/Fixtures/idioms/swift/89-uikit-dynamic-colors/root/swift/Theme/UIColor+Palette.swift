import UIKit

/// The palette as UIKit colors: an asset with a fixed fallback, a dynamic provider that picks
/// by the trait collection's interface style, and UIKit's fixed colors.
extension UIColor {
    static let ink = UIColor(named: "Ink") ?? .black

    static var panel: UIColor {
        UIColor { traits in
            switch traits.userInterfaceStyle {
            case .dark: return UIColor(white: 0.12, alpha: 1)
            default: return UIColor(white: 0.97, alpha: 1)
            }
        }
    }

    static let hairline = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .darkGray : .lightGray })
}
