import SwiftUI

/// Text in one of the kit's tones; `tone: nil` leaves the color to the container.
public struct Label: View {
    private let title: String
    private let tone: Color?

    public var body: some View {
        if let color = tone?.color {
            SwiftUI.Text(title).foregroundColor(color)
        } else {
            SwiftUI.Text(title)
        }
    }
}

public extension Label {
    init(_ title: String, tone: Color? = .primary) {
        self.title = title
        self.tone = tone
    }

    /// The tones a label can take (a type of its own named like SwiftUI's, which its bare name means inside Label).
    enum Color {
        case primary, secondary

        var color: SwiftUI.Color {
            switch self {
            case .primary: SwiftUI.Color.black
            case .secondary: SwiftUI.Color.gray
            }
        }
    }
}
