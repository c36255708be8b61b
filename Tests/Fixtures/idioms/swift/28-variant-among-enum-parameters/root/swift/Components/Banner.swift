import SwiftUI

/// What a banner shows before its text.
enum Leading {
    case none
    case dot
}

/// Buttons a banner can end with.
enum BannerActions {
    case none
    case dismiss
    case dismissAndRetry
}

/// The banner's color family.
enum Tone {
    case neutral
    case danger
}

/// A banner whose enum parameters are what it shows, which buttons it has, and its tone:
/// the tone is the variant.
struct Banner: View {
    let message: String
    let leading: Leading
    let actions: BannerActions
    let tone: Tone

    init(_ message: String, leading: Leading = .none, actions: BannerActions = .none, tone: Tone = .neutral) {
        self.message = message
        self.leading = leading
        self.actions = actions
        self.tone = tone
    }

    var body: some View {
        HStack(spacing: 8) {
            Text(message)
                .foregroundColor(tone == .danger ? Color(red: 0.6, green: 0, blue: 0) : .primary)
        }
        .padding(12)
        .background(fill)
    }

    private var fill: Color {
        switch tone {
        case .neutral: return Color(white: 0.95)
        case .danger: return Color(red: 1, green: 0.9, blue: 0.9)
        }
    }
}
