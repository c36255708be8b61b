import SwiftUI

// Colors grouped inside `extension Color`: `Color.Surface.raised` is the token `surfaceRaised`.
public extension Color {
    enum Surface {
        public static let raised = Color(white: 0.96)
        public static let sunken = Color(red: 0.878, green: 0.894, blue: 0.918)
    }

    enum Ink {
        public static let strong = Color(red: 0.067, green: 0.067, blue: 0.078)
    }
}
