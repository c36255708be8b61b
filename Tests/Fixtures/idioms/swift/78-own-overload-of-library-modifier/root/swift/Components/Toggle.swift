import SwiftUI

/// Identifiers the UI tests look views up by.
enum TestTag: String {
    case toggleTrack = "toggle.track"
}

extension View {
    /// Tags a view with one of the design system's test identifiers.
    func accessibility(_ tag: TestTag) -> some View {
        accessibility(identifier: tag.rawValue)
    }
}

/// A switch whose track carries a test tag and the button trait.
struct Toggle: View {
    @Binding var isOn: Bool

    var body: some View {
        Capsule()
            .fill(isOn ? Color(red: 0.0, green: 0.45, blue: 0.8) : Color(white: 0.8))
            .frame(width: 50, height: 28)
            .accessibility(addTraits: .isButton)
            .accessibility(.toggleTrack)
            .onTapGesture { isOn.toggle() }
    }
}
