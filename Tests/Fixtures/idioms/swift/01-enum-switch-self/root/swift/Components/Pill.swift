import SwiftUI

/// Heights by size: the switch lives in the enum itself, compact and regular share a case,
/// and everything past large falls to `default`.
enum PillSize: CaseIterable {
    case compact
    case regular
    case large
    case jumbo

    var height: CGFloat {
        switch self {
        case .compact, .regular:
            return 28
        case .large:
            return 36
        default:
            return 44
        }
    }

    var inset: CGFloat {
        switch self {
        case .compact: 8
        default: 12
        }
    }
}

enum PillTone: CaseIterable {
    case neutral, brand

    var fill: Color {
        switch self {
        case .neutral: .gray
        case .brand: .blue
        }
    }
}

struct Pill: View {
    var tone: PillTone = .neutral
    var size: PillSize = .regular

    var body: some View {
        Text("Pill")
            .padding(.horizontal, size.inset)
            .frame(height: size.height)
            .background(tone.fill)
    }
}
