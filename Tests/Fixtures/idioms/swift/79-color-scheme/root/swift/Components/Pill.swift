import SwiftUI

/// A pill whose fill and text follow the system appearance, picked by hand.
struct Pill: View {
    let title: String
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text(title)
            .foregroundColor(ink)
            .padding(.horizontal, 12)
            .background(scheme == .dark ? Color.slate : Color.chalk, in: Capsule())
    }

    private var ink: Color {
        switch scheme {
        case .dark:
            return .mist
        default:
            return .ink
        }
    }
}
