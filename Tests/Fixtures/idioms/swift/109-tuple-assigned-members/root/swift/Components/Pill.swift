import SwiftUI

enum PillTone { case calm, loud }

private struct PillInk {
    let fill: Color
    let edge: Color
    let text: Color

    init(tone: PillTone, enabled: Bool) {
        guard enabled else {
            (fill, edge, text) = (.gray, .secondary, .secondary)
            return
        }
        switch tone {
        case .calm: (fill, edge, text) = (.white, .blue, .blue)
        case .loud: (fill, edge, text) = (.blue, .blue, .white)
        }
    }
}

struct Pill: View {
    var title: String
    var tone: PillTone = .calm
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let ink = PillInk(tone: tone, enabled: isEnabled)
        Text(title)
            .foregroundStyle(ink.text)
            .padding(.horizontal, 12)
            .background(ink.fill, in: Capsule())
            .overlay(Capsule().strokeBorder(ink.edge, lineWidth: 1))
    }
}
