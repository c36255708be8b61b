import SwiftUI

public struct NoteField: View {
    @Binding var note: String

    public init(note: Binding<String>) {
        _note = note
    }

    public var body: some View {
        ZStack(alignment: .topLeading) {
            if note.isEmpty {
                Text("Add a note")
                    .font(.system(size: 15))
                    .foregroundStyle(Color.labelQuaternary)
            }
            TextField("", text: $note)
                .font(.system(size: 15))
                .foregroundStyle(Color.label)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.labelSecondary, lineWidth: 1))
    }
}
