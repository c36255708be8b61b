import SwiftUI

/// An avatar in two sizes: its image is SwiftUI's `Image` (the caller's), not `Artwork.Image`.
public struct Avatar: View {
    public enum Size: Hashable { case small, large }

    private static let sides: [Size: CGFloat] = [.small: 24, .large: 40]
    private static let rings = [Color.gray, Color.blue]

    private let image: Image
    private let size: Size
    private let highlighted: Bool

    public init(image: Image, size: Size = .small, highlighted: Bool = false) {
        self.image = image
        self.size = size
        self.highlighted = highlighted
    }

    public var body: some View {
        image
            .resizable()
            .frame(width: Self.sides[size] ?? 32, height: Self.sides[size] ?? 32)
            .clipShape(Circle())
            .overlay(Circle().stroke(Self.rings[highlighted ? 1 : 0], lineWidth: 2))
    }
}
