import SwiftUI

public struct NoteField: View {
  @Binding var note: String
  var isInvalid: Bool = false

  public var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Note")
        .font(.system(size: 13, weight: .medium))
      HStack {
        TextField("Add a note", text: $note)
          .font(.system(size: 15))
      }
      .padding(.horizontal, 10)
      .frame(height: 36)
      .background(Color(white: 0.96), in: RoundedRectangle(cornerRadius: 8))
      .overlay {
        RoundedRectangle(cornerRadius: 8).strokeBorder(isInvalid ? Color.red : Color(white: 0.85), lineWidth: 1)
      }
    }
  }
}
