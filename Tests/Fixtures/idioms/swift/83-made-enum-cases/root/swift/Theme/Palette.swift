import SwiftUI

extension Color {
    static let infoFill = Color(red: 0.0, green: 0.45, blue: 0.8)
    static let infoWash = Color(red: 0.91, green: 0.96, blue: 0.99)
    static let dangerFill = Color(red: 0.82, green: 0.11, blue: 0.11)
    static let dangerWash = Color(red: 0.98, green: 0.92, blue: 0.92)
    static let plain = Color(white: 0.96)
}
