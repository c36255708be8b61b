import SwiftUI

/// A tile with a caption whose ink follows the tile's state.
public struct Tile: View {
    private let title: String
    private let isMuted: Bool

    public init(title: String, isMuted: Bool = false) {
        self.title = title
        self.isMuted = isMuted
    }

    public var body: some View {
        Caption(title, ink: captionInk)
            .padding(10)
            .background(Self.plate)
    }

    /// Written with its owner: the caption's ink, not SwiftUI's color.
    private var captionInk: Caption.Color {
        isMuted ? .faint : .strong
    }

    /// `Color` here is SwiftUI's (the nested one is Caption's).
    static let plate = Color(white: 0.9)
}
