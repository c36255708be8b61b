import SwiftUI

extension EnvironmentValues {
    /// Set by a form when the query fails validation.
    @Entry var hasError = false
}

/// A search field whose frame answers to every state source SwiftUI has.
struct SearchField: View {
    @Binding var query: String
    var isDisabled: Bool = false

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.hasError) private var hasError
    @FocusState private var focused: Bool
    @State private var isPressed = false

    var body: some View {
        TextField("Search", text: $query)
            .focused($focused)
            .padding(8)
            .background(isPressed ? Color.gray.opacity(0.3) : Color.clear)
            .overlay(
                RoundedRectangle(cornerRadius: 6)
                    .stroke(hasError ? Color.red : focused ? Color.blue : Color.gray, lineWidth: focused ? 2 : 1)
            )
            .foregroundStyle(isEnabled ? Color.primary : Color.gray)
            .disabled(isDisabled)
    }
}
