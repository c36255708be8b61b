import SwiftUI

/// A caption: small type when compact, regular otherwise.
public struct Caption: View {
    let text: String
    var compact: Bool = true

    public var body: some View {
        Text(text)
            .fontToken(compact ? .small : .regular)
            .foregroundStyle(.secondary)
    }
}
