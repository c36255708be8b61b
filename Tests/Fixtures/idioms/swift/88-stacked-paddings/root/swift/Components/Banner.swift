import SwiftUI

/// A banner whose paddings stack: each `.padding` pads the view inside it, so the leading edge
/// is the sum of three, and the icon is pulled back by a negative gap.
public struct Banner: View {
    let message: String

    public var body: some View {
        HStack(spacing: .Gap.tight) {
            Image(systemName: "info.circle")
                .padding(.leading, -.Gap.tight)
            Text(message)
        }
        .padding(.Gap.wide)
        .padding([.leading, .trailing], 2)
        .padding(.leading, .Gap.tight)
        .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: 10))
    }
}
