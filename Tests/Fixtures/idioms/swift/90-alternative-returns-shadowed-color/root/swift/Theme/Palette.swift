import SwiftUI

public extension Color {
    static let inkStrong = Color(red: 0.1, green: 0.1, blue: 0.15)
    static let paper = Color(white: 0.98)
}
