import SwiftUI

/// How the bars are spaced: `compact` packs them for toolbars.
enum MeterVariant {
    case regular, compact

    var barSpacing: CGFloat {
        switch self {
        case .regular: 4
        case .compact: 2
        }
    }
}

enum MeterSize {
    case small, medium, large

    var barHeight: CGFloat {
        switch self {
        case .small: 12
        case .medium: 16
        case .large: 20
        }
    }
}

/// A level meter of three bars.
struct Meter: View {
    var level: Int
    var variant: MeterVariant = .regular
    var size: MeterSize = .medium

    var body: some View {
        HStack(spacing: variant.barSpacing) {
            ForEach(0..<3) { _ in
                Capsule()
                    .fill(Color(red: 0.2, green: 0.78, blue: 0.35))
                    .frame(width: 4, height: size.barHeight)
            }
        }
    }
}
