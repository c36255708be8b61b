import SwiftUI

/// A heading whose own `TextStyle` enum (named like the typography token type) picks Apple's
/// text styles; the form calls it with a case of that enum.
struct Heading: View {
    enum TextStyle {
        case large
        case small
    }

    let text: String
    let style: TextStyle

    init(_ text: String, style: TextStyle = .large) {
        self.text = text
        self.style = style
    }

    var body: some View {
        Text(text).font(.system(font))
    }

    private var font: Font.TextStyle {
        switch style {
        case .large: return Font.TextStyle.title2
        case .small: return Font.TextStyle.footnote
        }
    }
}

/// A form section with a small heading.
struct FormSection: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Heading(title, style: .small)
            Rectangle().fill(Color(white: 0.9)).frame(height: 1)
        }
    }
}
