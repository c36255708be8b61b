import SwiftUI

enum PillTone {
    case quiet, loud

    func fill(pressed: Bool) -> Color {
        switch self {
        case .quiet: return pressed ? .labelQuaternary : .label.opacity(0.06)
        case .loud: return pressed ? .label : .brand
        }
    }
}

private struct PillToneKey: EnvironmentKey {
    static let defaultValue: PillTone = .quiet
}

extension EnvironmentValues {
    var pillTone: PillTone {
        get { self[PillToneKey.self] }
        set { self[PillToneKey.self] = newValue }
    }
}

extension View {
    /// The tone of every pill below this view.
    func pillTone(_ tone: PillTone) -> some View { environment(\.pillTone, tone) }
}

struct PillButtonStyle: ButtonStyle {
    @Environment(\.pillTone) private var tone

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(tone.fill(pressed: configuration.isPressed), in: Capsule())
    }
}

/// A pill-shaped button; its tone comes from `.pillTone(_:)` above it.
struct Pill: View {
    let title: String
    var action: () -> Void = {}

    var body: some View {
        Button(title, action: action)
            .buttonStyle(PillButtonStyle())
    }
}
