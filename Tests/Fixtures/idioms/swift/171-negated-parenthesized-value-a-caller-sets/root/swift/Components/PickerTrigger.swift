import SwiftUI

/// A picker's trigger: the chosen value, or the prompt while there is none.
struct PickerTrigger: View {
    private let value: String?
    private let prompt: String

    init(value: String?, prompt: String = "Choose") {
        self.value = value
        self.prompt = prompt
    }

    private var hasValue: Bool {
        !(value ?? "").isEmpty
    }

    var body: some View {
        Text(hasValue ? value ?? "" : prompt)
            .font(.system(size: 15))
            .foregroundStyle(hasValue ? Color.primary : Color.secondary)
            .padding(.horizontal, 12)
            .frame(height: 40)
    }
}
