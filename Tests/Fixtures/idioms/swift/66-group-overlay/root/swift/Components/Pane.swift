import SwiftUI

/// A pane outlined by an overlay whose `Group` picks the stroke, laid out by the library's
/// `HStack { … }` (the project's `HStack(spacing: Gap)` needs its spacing).
struct Pane: View {
    var title: String
    var inset: Bool = true

    var body: some View {
        HStack {
            Text(title)
        }
        .padding(10)
        .overlay(
            Group {
                if inset {
                    RoundedRectangle(cornerRadius: 8).strokeBorder(Color.teal, lineWidth: 2)
                } else {
                    RoundedRectangle(cornerRadius: 8).stroke(Color.teal, lineWidth: 2)
                }
            }
        )
    }
}
