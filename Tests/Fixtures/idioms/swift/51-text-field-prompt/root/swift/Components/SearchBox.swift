import SwiftUI

/// A search box whose placeholder is the text field's prompt; the label closure only names the
/// field for accessibility and is not drawn.
struct SearchBox: View {
    @Binding var query: String

    var body: some View {
        TextField(text: $query, prompt: Text("Search").foregroundStyle(Color.gray)) {
            Text("Search the catalogue").foregroundStyle(Color.purple)
        }
        .foregroundStyle(Color.primary)
        .padding(8)
    }
}
