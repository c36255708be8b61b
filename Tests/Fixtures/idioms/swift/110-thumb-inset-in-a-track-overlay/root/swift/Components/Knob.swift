import SwiftUI

struct KnobStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            configuration.label
            // Track
            Capsule()
                .fill(configuration.isOn ? Color.green : Color(white: 0.9))
                .frame(width: 44, height: 26)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                    // Thumb
                    Circle()
                        .fill(Color.white)
                        .frame(width: 22, height: 22)
                        .padding(2)
                }
        }
    }
}

struct Knob: View {
    @Binding var isOn: Bool
    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn).toggleStyle(KnobStyle())
    }
}
