import SwiftUI

/// A checkbox row: an unnamed rounded square holding the check mark, an avatar clipped to a
/// circle and a note with rounded corners.
struct Tick: View {
    @Binding var isOn: Bool

    var body: some View {
        HStack(spacing: 8) {
            let box = RoundedRectangle(cornerRadius: 4, style: .continuous)
            box
                .strokeBorder(isOn ? Color.blue : Color.gray, lineWidth: 1.5)
                .background(isOn ? Color.blue : Color.clear, in: box)
                .frame(width: 18, height: 18)
                .overlay {
                    if isOn {
                        Image(systemName: "checkmark")
                            .foregroundStyle(.white)
                    }
                }
            Image("avatar")
                .frame(width: 24, height: 24)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 2))
            Text("Remember me")
                .padding(4)
                .background {
                    Capsule().fill(Color.yellow)
                }
                .cornerRadius(3)
        }
    }
}
