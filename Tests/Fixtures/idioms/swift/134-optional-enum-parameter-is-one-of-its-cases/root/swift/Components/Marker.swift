import SwiftUI

enum Presence {
    case active, away, busy

    var tint: Color {
        switch self {
        case .active: return .brand
        case .away: return .labelQuaternary
        case .busy: return .labelSecondary
        }
    }
}

enum MarkerEmphasis {
    case plain, strong
}

/// A name with a presence dot when the caller knows the presence.
struct Marker: View {
    var name: String
    var emphasis: MarkerEmphasis = .plain
    var presence: Presence?

    var body: some View {
        HStack(spacing: 6) {
            if let presence {
                Circle()
                    .fill(presence.tint)
                    .frame(width: 8, height: 8)
            }
            Text(name)
                .foregroundStyle(emphasis == .strong ? Color.label : Color.labelSecondary)
        }
    }
}
