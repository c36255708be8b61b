import SwiftUI

/// What every look of a chip is drawn from.
public struct ChipSpec {
    let text: String
    let enabled: Bool
}

/// A look of the chip: one type per look, picked by the kind.
public protocol ChipLook {
    associatedtype Drawn: View
    @ViewBuilder func draw(_ spec: ChipSpec) -> Drawn
}

public enum ChipKind {
    case solid, quiet

    func look() -> any ChipLook {
        switch self {
        case .solid: return SolidLook()
        case .quiet: return QuietLook()
        }
    }
}

struct SolidLook: ChipLook {
    func draw(_ spec: ChipSpec) -> some View {
        Text(spec.text)
            .foregroundStyle(Color.paper)
            .padding(.horizontal, .Spacing.loose)
            .background(spec.enabled ? Color.brand : Color.faded)
    }
}

struct QuietLook: ChipLook {
    func draw(_ spec: ChipSpec) -> some View {
        Text(spec.text)
            .foregroundStyle(spec.enabled ? Color.brand : Color.faded)
            .padding(.horizontal, 4 + .Spacing.tight / 2)
    }
}

public struct Chip: View {
    @Environment(\.isEnabled) private var isEnabled
    private let text: String
    private let look: any ChipLook
    private let busy: Bool

    public init(_ text: String, kind: ChipKind = .solid, busy: Binding<Bool> = .constant(false)) {
        self.text = text
        self.look = kind.look()
        self.busy = busy.wrappedValue
    }

    public var body: some View {
        AnyView(look.draw(ChipSpec(text: text, enabled: isEnabled)))
            .opacity(busy ? 0.4 : 1)
    }
}
