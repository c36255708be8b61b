import SwiftUI

/// A note whose text a helper makes as one text or another, under a condition that is not an
/// input; both are the note's text, and what only one of them sets is not known.
struct Note: View {
    let message: String

    var body: some View {
        label()
            .padding(10)
            .background(fill)
    }

    var fill: Color { .paper }
    var ink: Color { .inkStrong }

    func label() -> Text {
        if message.hasPrefix("#") {
            return Text(message.dropFirst())
                .font(.system(size: 15, weight: .semibold))
                .foregroundColor(ink)
                .fontWeight(.bold)
        } else {
            return Text(verbatim: message)
                .font(.system(size: 15, weight: .semibold))
                .foregroundColor(ink)
        }
    }
}
