import SwiftUI

/// A hint under a field: its style is a stored property handed to the scale's `font(style:)`.
struct Hint: View {
    private let message: String
    private let style: TextStyle

    init(_ message: String, style: TextStyle = .footnote) {
        self.message = message
        self.style = style
    }

    var body: some View {
        Text(message)
            .font(style: style)
            .foregroundStyle(.secondary)
    }
}
