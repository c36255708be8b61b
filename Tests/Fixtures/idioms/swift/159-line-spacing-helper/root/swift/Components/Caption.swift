import SwiftUI
import UIKit

/// Sizes of running text: points and the line box they sit in.
struct Typeface {
    var points: CGFloat
    var leading: CGFloat

    static let footnote = Typeface(points: 13, leading: 18)
    static let callout = Typeface(points: 16, leading: 21)
}

extension Typeface {
    /// SwiftUI adds line spacing between lines only; what the line box adds over the system font.
    var extraLeading: CGFloat {
        let gap = leading - UIFont.systemFont(ofSize: points, weight: .regular).lineHeight
        return gap > 0 ? gap : 0
    }
}

/// A caption under a field; long captions wrap.
struct Caption: View {
    enum Size { case small, large }

    let message: String
    var size: Size = .small

    private var face: Typeface { size == .small ? .footnote : .callout }

    var body: some View {
        Text(message)
            .font(.system(size: face.points))
            .lineSpacing(face.extraLeading)
            .padding([.top, .bottom], face.extraLeading / 2)
            .foregroundStyle(Color.secondary)
    }
}
