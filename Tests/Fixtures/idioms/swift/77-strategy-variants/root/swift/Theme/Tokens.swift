import SwiftUI

extension Color {
    static let brand = Color(red: 0.0, green: 0.36, blue: 0.55)
    static let paper = Color(white: 1.0)
    static let faded = Color(white: 0.78)
}

extension CGFloat {
    enum Spacing {
        static let tight: CGFloat = 8
        static let loose: CGFloat = 16
    }
}
