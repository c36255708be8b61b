import SwiftUI

/// A pill laid out with the scale's own overloads of the library's calls: `.padding(.horizontal,
/// .cozy)` and `HStack(spacing: .tight)` take a `Gap`, `RoundedRectangle(cornerRadius: .small)` a
/// `Corner`; `.frame(height: 28)` and `.padding(.vertical, 2)` are the library's.
struct Pill: View {
    var title: String

    var body: some View {
        HStack(spacing: .tight) {
            Image(systemName: "star.fill")
                .foregroundStyle(.orange)
            Text(title)
        }
        .padding(.horizontal, .cozy)
        .padding(.vertical, 2)
        .frame(height: 28)
        .background(Color.yellow, in: RoundedRectangle(cornerRadius: .small))
    }
}
