import SwiftUI

public enum PillEmphasis {
    case quiet
    case loud
}

/// Whether the pill is outlined or filled: an input of its own beside the emphasis.
public enum PillFill: CaseIterable {
    case solid
    case outlined
}

public struct Pill: View {
    let title: String
    var emphasis: PillEmphasis = .quiet
    var fill: PillFill = .solid

    private var tint: Color {
        switch emphasis {
        case .quiet: return Color(red: 0.96, green: 0.96, blue: 0.97)
        case .loud: return Color(red: 0, green: 0.44, blue: 0.89)
        }
    }

    public var body: some View {
        Text(title)
            .padding(.horizontal, 10)
            .background {
                if fill == .solid {
                    Capsule().fill(tint)
                } else {
                    Capsule().strokeBorder(tint, lineWidth: 1.5)
                }
            }
    }
}
