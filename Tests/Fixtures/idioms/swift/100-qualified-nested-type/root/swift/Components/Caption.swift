import SwiftUI

/// A line of small text in one of the kit's inks.
public struct Caption: View {
    let words: String
    let ink: Color?

    public var body: some View {
        SwiftUI.Text(words)
            .font(.caption)
            .foregroundStyle(ink?.swatch ?? SwiftUI.Color.primary)
    }
}

public extension Caption {
    init(_ words: String, ink: Color? = .strong) {
        self.words = words
        self.ink = ink
    }

    /// The inks (named like SwiftUI's `Color`, which the bare name means only inside Caption).
    enum Color {
        case strong, faint

        var swatch: SwiftUI.Color {
            switch self {
            case .strong: .black
            case .faint: .gray
            }
        }
    }
}
