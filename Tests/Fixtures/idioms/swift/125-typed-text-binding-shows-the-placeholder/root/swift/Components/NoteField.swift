import SwiftUI

/// A notes editor: what is typed, and a hint drawn over it until something is.
struct NoteField: View {
    var hint = ""
    @Binding var note: String

    var body: some View {
        ZStack(alignment: .topLeading) {
            TextEditor(text: $note)
                .font(.system(size: 15))
                .foregroundStyle(Color.label)
            if note.isEmpty && !hint.isEmpty {
                Text(hint)
                    .font(.system(size: 15))
                    .foregroundStyle(Color.labelQuaternary)
                    .padding(.top, 8)
            }
        }
        .padding(10)
    }
}
