import SwiftUI

extension View {
    /// Pads the view and runs `action` when it appears.
    func onShow(perform action: @escaping () -> Void) -> some View {
        padding(.vertical, 6).onAppear(perform: action)
    }
}

/// A line of text that logs when it shows, greyed while its binding says disabled.
struct Banner: View {
    private let text: String
    private let enabled: Bool

    init(_ text: String, isEnabled: Binding<Bool> = .constant(true)) {
        self.text = text
        self.enabled = isEnabled.wrappedValue
    }

    var body: some View {
        Text(text)
            .foregroundColor(enabled ? .ink : .faded)
            .onShow {
                print("shown")
            }
    }
}
