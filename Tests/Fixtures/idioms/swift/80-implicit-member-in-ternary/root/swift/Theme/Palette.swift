import SwiftUI

extension Color {
    static let signal = Color(red: 0.0, green: 0.45, blue: 0.8)
    static let rest = Color(red: 0.73, green: 0.78, blue: 0.84)
}
