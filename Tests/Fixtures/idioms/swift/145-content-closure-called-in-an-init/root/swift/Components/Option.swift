import SwiftUI

/// A choice in a list: a title and, below it, an optional line of detail.
public struct Option<Title: View, Subtitle: View>: View {
    private let title: Title
    private let subtitle: Subtitle

    public init(@ViewBuilder title: () -> Title, @ViewBuilder subtitle: () -> Subtitle) {
        self.title = title()
        self.subtitle = subtitle()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            title
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(Color.label)
            subtitle
                .font(.system(size: 13))
                .foregroundStyle(Color.labelSecondary)
        }
        .padding(.vertical, 8)
    }
}

extension Option where Subtitle == EmptyView {
    public init(@ViewBuilder title: () -> Title) {
        self.init(title: title) { EmptyView() }
    }
}

extension Option where Title == Text, Subtitle == Text? {
    public init(_ title: String, subtitle: String? = nil) {
        self.init {
            Text(title)
        } subtitle: {
            if let subtitle {
                Text(subtitle)
            }
        }
    }
}
