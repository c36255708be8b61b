import SwiftUI

/// How loud a message is.
public enum Severity {
    case notice, caution, danger
}

/// A one-line message box; `.tone(_:)` tints it by severity, `bold` fills it.
public struct Callout: View {
    public enum Look {
        case plain
        case tone(Severity, bold: Bool = false)

        var fill: Color {
            switch self {
            case .plain: .white
            case .tone(.notice, false): .mint
            case .tone(.notice, true): .green
            case .tone(.caution, false): .yellow
            case .tone(.caution, true): .orange
            case .tone(.danger, let bold): bold ? .red : .pink
            }
        }
    }

    private let message: String
    private let look: Look

    public init(_ message: String, look: Look = .tone(.caution)) {
        self.message = message
        self.look = look
    }

    public var body: some View {
        Text(message)
            .padding(12)
            .background(look.fill, in: RoundedRectangle(cornerRadius: 6))
    }
}
