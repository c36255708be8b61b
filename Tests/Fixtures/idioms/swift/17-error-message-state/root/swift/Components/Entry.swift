import SwiftUI

/// A text entry that is invalid when the caller passes an error message (nil by default).
struct Entry: View {
    let value: String
    var errorMessage: String? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(value)
                .padding(.horizontal, 12)
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(errorMessage == nil ? Color(red: 0.8, green: 0.8, blue: 0.8) : Color.red, lineWidth: 1))
            if let errorMessage {
                Text(errorMessage).foregroundColor(.red)
            }
        }
    }
}
