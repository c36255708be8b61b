import SwiftUI

extension Color {
    static let fieldLine = Color(red: 0.82, green: 0.84, blue: 0.87)
    static let fieldAlert = Color(red: 0.85, green: 0.18, blue: 0.13)
}
