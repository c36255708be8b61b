import SwiftUI

/// A field box whose stroke turns red for an error message or an explicit flag.
public struct Field: View {
    @Binding var text: String
    var error: String? = nil
    var flagged: Bool = false

    private var showsError: Bool {
        error != nil || flagged
    }

    public var body: some View {
        TextField("", text: $text)
            .padding(.horizontal, 12)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(showsError ? Color.fieldError : Color.fieldStroke, lineWidth: 1))
    }
}
