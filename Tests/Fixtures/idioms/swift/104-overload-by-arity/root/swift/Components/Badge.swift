import SwiftUI

enum BadgeTone { case info, alert }

/// The palette a host app may replace through the environment.
struct BadgePalette {
    var info = Color.blue
    var alert = Color.orange

    func fill(for tone: BadgeTone) -> Color {
        tone == .info ? info : alert
    }
}

private struct BadgePaletteKey: EnvironmentKey {
    static let defaultValue = BadgePalette()
}

extension EnvironmentValues {
    var badgePalette: BadgePalette {
        get { self[BadgePaletteKey.self] }
        set { self[BadgePaletteKey.self] = newValue }
    }
}

extension View {
    /// The overload that does the work, declared first, with a second labelled argument.
    fileprivate func badgeFill(_ tone: BadgeTone, using palette: BadgePalette) -> some View {
        background(palette.fill(for: tone), in: Capsule())
    }

    /// The one components call: it reads the palette from the environment.
    func badgeFill(_ tone: BadgeTone) -> some View {
        modifier(BadgeFillModifier(tone: tone))
    }
}

private struct BadgeFillModifier: ViewModifier {
    @Environment(\.badgePalette) var palette
    let tone: BadgeTone

    func body(content: Content) -> some View {
        content.badgeFill(tone, using: palette)
    }
}

struct Badge: View {
    let count: Int
    var tone: BadgeTone = .info

    var body: some View {
        Text("\(count)")
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 6)
            .badgeFill(tone)
    }
}
