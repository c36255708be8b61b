import SwiftUI

/// A round action button: a glyph in a circle. The glyph is sized by one frame, the circle
/// by a second frame around it that the background then fills.
struct Fab: View {
    enum Scale { case regular, large }

    let symbol: String
    var scale: Scale = .regular

    private var glyph: CGFloat { scale == .large ? 22 : 18 }
    private var diameter: CGFloat { scale == .large ? 56 : 44 }

    var body: some View {
        Image(systemName: symbol)
            .resizable()
            .frame(width: glyph, height: glyph)
            .foregroundStyle(.white)
            .frame(width: diameter, height: diameter)
            .background(Color.indigo, in: Circle())
    }
}
