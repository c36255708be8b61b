import SwiftUI

/// A short label on a tinted capsule; `tint(_:)` gives a copy in another color.
public struct TagLabel: View {
    private let title: String
    private var ink = Color(red: 0.25, green: 0.25, blue: 0.28)

    public init(_ title: String) { self.title = title }

    public var body: some View {
        Text(title)
            .font(.caption)
            .foregroundStyle(ink)
            .padding(.horizontal, 8)
            .padding(.vertical, 2)
            .background(ink.opacity(0.12), in: Capsule())
    }

    public func tint(_ color: Color) -> TagLabel {
        var copy = self
        copy.ink = color
        return copy
    }
}

/// The status of an order as a tag.
public struct StatusTag: View {
    let title: String

    public var body: some View {
        TagLabel(title).tint(Color(red: 0.13, green: 0.55, blue: 0.29))
    }
}
