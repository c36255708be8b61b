import SwiftUI

/// Bold small print; it restyles the view it is applied to and makes none of its own.
struct TinyFace: ViewModifier {
    var points: CGFloat

    func body(content: Content) -> some View {
        content
            .font(.system(size: points, weight: .heavy))
            .monospacedDigit()
    }
}

extension View {
    func badgeLabelFace(_ points: CGFloat) -> some View { modifier(TinyFace(points: points)) }
}

/// A count in a round bubble, beside its caption.
struct Counter: View {
    let count: Int
    let caption: String

    var body: some View {
        HStack(spacing: 6) {
            Text("\(count)")
                .badgeLabelFace(11)
                .foregroundStyle(Color.white)
                .frame(width: 18, height: 18)
                .background(Color.red, in: Circle())
            Text(caption)
                .font(.footnote)
        }
    }
}
