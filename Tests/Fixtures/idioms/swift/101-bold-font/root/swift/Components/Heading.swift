import SwiftUI

/// A section heading over a short summary.
public struct Heading: View {
    private let title: String
    private let summary: String

    public init(_ title: String, summary: String) {
        self.title = title
        self.summary = summary
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.headline.bold())
            Text(summary).font(Font.footnote.italic().bold())
        }
    }
}
