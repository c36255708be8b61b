import SwiftUI

enum PillTone { case neutral, danger }

/// A toggle drawn as a pill: its style is picked through a static function that shares its
/// name with a static property, its label is a text or an icon label, and its outline comes
/// from a view-builder helper that reads the focus state.
struct PillToggleStyle: ToggleStyle {
    var tone: PillTone = .neutral

    func makeBody(configuration: Configuration) -> some View {
        PillFace(content: configuration.label, on: configuration.isOn, tone: tone)
    }
}

extension ToggleStyle where Self == PillToggleStyle {
    static var pill: PillToggleStyle { PillToggleStyle() }
    static func pill(tone: PillTone) -> PillToggleStyle { PillToggleStyle(tone: tone) }
}

private struct PillFace<Content: View>: View {
    let content: Content
    let on: Bool
    let tone: PillTone
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        let capsule = Capsule(style: .continuous)
        content
            .padding(.vertical, 6)
            .background(on ? Color.indigo : Color.gray.opacity(0.2), in: capsule)
            .overlay { outline(capsule) }
    }

    @ViewBuilder
    private func outline(_ capsule: Capsule) -> some View {
        if isFocused {
            capsule.stroke(Color.orange, lineWidth: 3)
        } else if tone == .danger {
            capsule.stroke(Color.red, lineWidth: 1)
        }
    }
}

struct Pill: View {
    let title: String
    var symbol: String? = nil
    @Binding var isOn: Bool
    var tone: PillTone = .neutral

    var body: some View {
        Toggle(isOn: $isOn) {
            if let symbol {
                Label(title, systemImage: symbol)
            } else {
                Text(title)
            }
        }
        .toggleStyle(.pill(tone: tone))
    }
}
