import SwiftUI

public enum TagTone {
    case neutral
    case brand
}

/// A tag is any button given this style: `Button("New") { … }.buttonStyle(TagStyle(tone: .brand))`.
public struct TagStyle: ButtonStyle {
    public var tone: TagTone = .neutral

    @Environment(\.isEnabled) private var enabled

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 13, weight: .semibold))
            .foregroundStyle(ink(pressed: configuration.isPressed))
            .padding(.horizontal, 10)
            .frame(minHeight: 24)
            .background(fill, in: Capsule())
    }

    private var fill: Color {
        switch tone {
        case .neutral: .labelQuaternary
        case .brand: .brand
        }
    }

    private func ink(pressed: Bool) -> Color {
        if !enabled { return .labelQuaternary }
        return pressed ? .labelSecondary : .label
    }
}
