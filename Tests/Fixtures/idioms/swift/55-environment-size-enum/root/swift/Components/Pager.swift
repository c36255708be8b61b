import SwiftUI

enum PagerSize { case compact, regular }

extension EnvironmentValues {
    /// The size every pager below takes, set once by a container.
    @Entry var pagerSize: PagerSize = .regular
}

/// A page indicator's dot: its size comes from the environment, not from its init.
struct Pager: View {
    var isCurrent: Bool = false
    @Environment(\.pagerSize) private var size

    private var diameter: CGFloat {
        switch size {
        case .compact: 6
        case .regular: 8
        }
    }

    var body: some View {
        Circle()
            .fill(isCurrent ? Color.primary : Color.secondary)
            .frame(width: diameter, height: diameter)
    }
}
