import SwiftUI

public enum DS {}

/// A view declared in a namespace, drawing the caller's content with the environment's palette.
public extension DS {
    enum TagSize { case small, large }

    struct Tag<Content: View>: View {
        @Environment(\.palette) private var palette
        private let size: TagSize
        private let content: () -> Content

        public init(size: TagSize = .small, @ViewBuilder content: @escaping () -> Content) {
            self.size = size
            self.content = content
        }

        public var body: some View {
            content()
                .padding(.horizontal, size == .small ? 6 : 10)
                .background(palette.fill)
                .foregroundStyle(palette.ink)
        }
    }
}
