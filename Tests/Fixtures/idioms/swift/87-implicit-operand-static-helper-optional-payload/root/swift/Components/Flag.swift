import SwiftUI

extension CGFloat {
    static let small: CGFloat = 12
}

extension Font {
    /// The brand face at a size: a static helper that calls another, bare, of the same extension.
    static func brand(size: CGFloat) -> Font {
        scaled(size: size)
    }

    private static func scaled(size: CGFloat, style: Font.TextStyle = .body) -> Font {
        .system(size: size, weight: .semibold)
    }
}

enum FlagBorder {
    case none
    case outlined(radius: CGFloat? = nil)
}

/// A flag: its padding an implicit member in arithmetic, its radius an optional payload.
struct Flag: View {
    let title: String
    var border: FlagBorder = .outlined()
    let verticalPadding: CGFloat = .small + 1/3

    var body: some View {
        Text(title)
            .font(.brand(size: 15))
            .padding(.vertical, verticalPadding)
            .background(Color.blue, in: RoundedRectangle(cornerRadius: cornerRadius))
    }

    var cornerRadius: CGFloat {
        switch border {
        case .none: return 0
        case .outlined(let radius?): return radius
        case .outlined: return 4
        }
    }
}
