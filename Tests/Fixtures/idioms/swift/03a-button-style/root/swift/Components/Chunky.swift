import SwiftUI

enum ChunkyEmphasis: CaseIterable { case quiet, loud }

/// A button whose look is a ButtonStyle reached through a static accessor.
struct Chunky: View {
    var emphasis: ChunkyEmphasis = .quiet
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            Text("Go")
        }
        .buttonStyle(.chunky(emphasis))
    }
}

struct ChunkyButtonStyle: ButtonStyle {
    let emphasis: ChunkyEmphasis

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(emphasis == .loud ? Color.white : Color.black)
            .padding(.vertical, 10)
            .background(configuration.isPressed ? pressedFill : fill, in: Capsule())
            .opacity(configuration.isPressed ? 0.9 : 1)
    }

    private var fill: Color { emphasis == .loud ? .indigo : .yellow }
    private var pressedFill: Color { emphasis == .loud ? .purple : .orange }
}

extension ButtonStyle where Self == ChunkyButtonStyle {
    static func chunky(_ emphasis: ChunkyEmphasis) -> ChunkyButtonStyle {
        ChunkyButtonStyle(emphasis: emphasis)
    }
}
