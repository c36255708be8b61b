import SwiftUI

struct Switch: View {
    var isOn: Bool

    var body: some View {
        HStack(spacing: 8) {
            Text("Wi-Fi")
            knob
        }
    }

    private var knob: some View {
        Circle()
            .fill(Color.white)
            .frame(width: 22, height: 22)
            .frame(maxWidth: .infinity, alignment: isOn ? .trailing : .leading)
            .padding(2)
            .frame(width: 46, height: 26)
            .background(Capsule().fill(isOn ? Color.green : Color.gray))
    }
}
