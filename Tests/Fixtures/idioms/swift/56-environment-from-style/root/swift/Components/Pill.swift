import SwiftUI

enum PillTone { case plain, strong }

extension EnvironmentValues {
    /// Set by the button style on its label: the label reads it where it is placed.
    @Entry var pillTone: PillTone = .plain
    @Entry var pillPressed: Bool = false
}

private struct PillLabel: View {
    let title: String
    @Environment(\.pillTone) private var tone
    @Environment(\.pillPressed) private var down

    var body: some View {
        Text(title)
            .foregroundStyle(down ? Color.gray : (tone == .strong ? Color.white : Color.indigo))
    }
}

private struct PillStyle: ButtonStyle {
    let tone: PillTone

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 10)
            .background(tone == .strong ? Color.indigo : Color.clear, in: Capsule())
            .environment(\.pillTone, tone)
            .environment(\.pillPressed, configuration.isPressed)
    }
}

struct Pill: View {
    let title: String
    var tone: PillTone = .plain

    var body: some View {
        Button {} label: { PillLabel(title: title) }
            .buttonStyle(PillStyle(tone: tone))
    }
}
