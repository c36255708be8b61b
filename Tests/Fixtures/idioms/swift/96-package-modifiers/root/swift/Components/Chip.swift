import SwiftUI
import AcmeStyling   // a package outside this root: acmeInset, acmeFrame, acmeForegroundColor

/// A compact chip whose spacing comes from the shared styling package.
public struct Chip: View {
    private let title: String

    public init(title: String) {
        self.title = title
    }

    public var body: some View {
        Text(title)
            .font(.caption)
            .acmeForegroundColor(.onAccent)
            .acmePadding(.horizontal, .small)
            .acmeFrame(minWidth: 32, height: 24)
            .background(Color.teal)
            .clipShape(Capsule())
            .listRowBackground(Color.clear)
    }
}
