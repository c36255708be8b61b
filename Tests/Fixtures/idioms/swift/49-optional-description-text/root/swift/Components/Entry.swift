import SwiftUI

/// A list entry whose optional subtitle is made in the initializer with `Optional.map` and
/// drawn with `if let`: the text read as `description` is the description part.
struct Entry: View {
    let heading: Text
    let description: Text?

    init(_ heading: LocalizedStringKey, description: LocalizedStringKey? = nil) {
        self.heading = Text(heading)
        self.description = description.map { Text($0) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            heading.foregroundStyle(Color.primary)
            if let description {
                description
                    .font(.footnote)
                    .foregroundStyle(Color.secondary)
            }
        }
    }
}
