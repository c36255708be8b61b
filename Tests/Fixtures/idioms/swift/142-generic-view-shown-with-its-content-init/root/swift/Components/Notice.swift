import SwiftUI

/// A line of text with an optional trailing control.
public struct Notice<Trailing: View>: View {
    private let text: Text
    private let trailing: Trailing?

    public init(_ text: Text, @ViewBuilder trailing: () -> Trailing) {
        self.text = text
        self.trailing = trailing()
    }

    public var body: some View {
        HStack(spacing: 8) {
            text
                .font(.system(size: 15))
                .foregroundStyle(Color.label)
            if let trailing {
                trailing
                    .font(.system(size: 15, weight: .semibold))
                    .foregroundStyle(Color.brand)
            }
        }
        .padding(12)
    }
}

extension Notice where Trailing == EmptyView {
    public init(_ text: Text) {
        self.text = text
        self.trailing = nil
    }

    public init(_ text: LocalizedStringKey) {
        self.init(Text(text))
    }
}

extension Notice where Trailing == Text {
    public init(_ text: LocalizedStringKey, detail: LocalizedStringKey) {
        self.init(Text(text)) { Text(detail) }
    }
}
