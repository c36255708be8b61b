import SwiftUI

/// A switch drawn by a ToggleStyle that hands its on-state to a nested style struct.
struct Knob: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle(isOn: $isOn) {
            Text("Wi-Fi")
        }
        .toggleStyle(.knob)
    }
}

struct KnobToggleStyle: ToggleStyle {
    var scale: CGFloat = 1

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10 * scale) {
            configuration.label
            // Track
            Capsule()
                .fill(configuration.isOn ? Color.green : Color.gray)
                .frame(width: 50 * scale, height: 30 * scale)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                    ThumbStyle(scale: scale, on: configuration.isOn)
                }
        }
    }
}

/// The thumb: its size scales, its shadow deepens when on.
struct ThumbStyle: View {
    let scale: CGFloat
    let on: Bool

    var body: some View {
        Circle()
            .fill(Color.white)
            .frame(width: 26 * scale, height: 26 * scale)
            .opacity(on ? 1 : 0.8)
    }
}

extension ToggleStyle where Self == KnobToggleStyle {
    static var knob: KnobToggleStyle { KnobToggleStyle() }
}
