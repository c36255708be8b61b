import SwiftUI

extension Color {
    static let brand = Color(red: 0.10, green: 0.45, blue: 0.90)
    static let hairline = Color(white: 0.85)
}
