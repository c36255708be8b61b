import SwiftUI

/// The design system's own text view: it shadows SwiftUI's `Text` and nests its own `Color`.
public struct Caption: View {
    let content: String
    let tint: Color

    public var body: some View {
        SwiftUI.Text(verbatim: content)
            .font(.footnote)
            .foregroundStyle(tint.resolved)
    }
}

public extension Caption {
    init(_ content: String, tint: Color = .muted) {
        self.content = content
        self.tint = tint
    }

    /// Named like the tokens' owner type on purpose: inside this file `Color` is this enum, not SwiftUI.Color.
    enum Color: Equatable {
        case muted
        case custom(SwiftUI.Color)

        var resolved: SwiftUI.Color {
            switch self {
            case .muted: return .gray
            case .custom(let c): return c
            }
        }
    }
}
