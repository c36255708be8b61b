import SwiftUI

/// A marker whose emphasis cases carry associated values with defaults.
public enum MarkerEmphasis {
    case quiet
    case loud(inverted: Bool = false)
    case custom(_ tint: Color? = nil, outlined: Bool = true)
}

public struct Marker: View {
    private let emphasis: MarkerEmphasis

    public init(emphasis: MarkerEmphasis = .quiet) {
        self.emphasis = emphasis
    }

    private var fill: Color {
        switch emphasis {
            case .quiet: return .gray
            case .loud(true): return .white
            case .loud(false): return .red
            case .custom(let tint, _): return tint ?? .purple
        }
    }

    private var borderWidth: CGFloat {
        switch emphasis {
            case .custom(_, outlined: true): return 2
            default: return 0
        }
    }

    public var body: some View {
        Circle()
            .fill(fill)
            .frame(width: 12, height: 12)
            .overlay(Circle().stroke(Color.black, lineWidth: borderWidth))
    }
}
