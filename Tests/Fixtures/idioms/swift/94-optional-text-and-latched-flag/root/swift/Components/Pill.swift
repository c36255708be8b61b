import SwiftUI

/// A selectable pill; `isLatched` keeps it looking pressed (a caller's choice, off by default).
public struct Pill: View {
    private let title: String
    private let isLatched: Bool

    public init(_ title: String = "", isLatched: Bool = false) {
        self.title = title
        self.isLatched = isLatched
    }

    public var body: some View {
        if !title.isEmpty {
            Button(action: {}) {
                Text(title)
            }
            .buttonStyle(PillButtonStyle(isLatched: isLatched))
        }
    }
}

private struct PillButtonStyle: ButtonStyle {
    var isLatched: Bool

    func makeBody(configuration: Configuration) -> some View {
        let down = configuration.isPressed || isLatched
        return configuration.label
            .font(.footnote)
            .padding(.vertical, 4)
            .padding(.horizontal, 10)
            .foregroundColor(down ? .white : .primary)
            .background(down ? Color.indigo : Color.gray.opacity(0.2), in: Capsule())
    }
}
