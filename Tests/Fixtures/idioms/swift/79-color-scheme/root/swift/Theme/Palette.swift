import SwiftUI

extension Color {
    static let chalk = Color(white: 1.0)
    static let slate = Color(red: 0.16, green: 0.22, blue: 0.27)
    static let ink = Color(red: 0.15, green: 0.16, blue: 0.19)
    static let mist = Color(red: 0.91, green: 0.93, blue: 0.95)
}
