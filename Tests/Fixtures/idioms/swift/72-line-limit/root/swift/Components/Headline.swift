import SwiftUI

/// A headline with a one-line title and a two-line summary.
struct Headline: View {
    let title: String
    let summary: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline).lineLimit(1)
            Text(summary).font(.subheadline).lineLimit(2).truncationMode(.tail)
        }
    }
}
