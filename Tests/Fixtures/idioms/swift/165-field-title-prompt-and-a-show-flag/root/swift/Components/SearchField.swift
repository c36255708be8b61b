import SwiftUI

/// A search box: the field's title is its placeholder, drawn in a quieter color as its prompt;
/// `showValue` shows the count (a flag, not the checked state a `value` parameter is).
public struct SearchField: View {
    let placeholder: String
    @Binding var query: String
    var showValue: Bool = false
    @FocusState private var isFocused: Bool

    public var body: some View {
        HStack(spacing: 8) {
            TextField(placeholder, text: $query, prompt: Text(placeholder).foregroundColor(Color(white: 0.55)))
                .font(.system(size: 15))
                .foregroundColor(Color(white: 0.1))
                .focused($isFocused)
            if showValue {
                Text("\(query.count)")
                    .font(.system(size: 12, weight: .medium))
                    .foregroundColor(showValue ? Color(white: 0.4) : Color(white: 0.7))
            }
        }
        .padding(.horizontal, 12)
        .frame(height: 36)
        .background(Color(white: 0.95), in: Capsule())
        .overlay(Capsule().stroke(isFocused ? Color.blue : Color.clear, lineWidth: 1))
    }
}
