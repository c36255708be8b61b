import SwiftUI

extension Color {
    static let ink = Color(red: 0.15, green: 0.16, blue: 0.19)
    static let faded = Color(red: 0.62, green: 0.66, blue: 0.71)
}
