import SwiftUI

/// A sticker sized like a glyph (`Glyph.Size`, declared in another component's file) that clips the
/// caller's image to a rounded square.
public struct Sticker: View {
    private let art: Image
    private let size: Glyph.Size

    public init(art: Image, size: Glyph.Size) {
        self.art = art
        self.size = size
    }

    public var body: some View {
        art
            .resizable()
            .frame(width: size.points, height: size.points)
            .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}
