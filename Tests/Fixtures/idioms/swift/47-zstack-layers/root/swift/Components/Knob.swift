import SwiftUI

/// A round knob drawn as layers of a ZStack: a filled circle and a stroked ring fill the stack
/// (they paint it); the framed inner circle is a view of its own.
struct Knob: View {
    var isOn: Bool

    var body: some View {
        ZStack {
            Circle().fill(isOn ? Color.mint : Color.white)
            Circle().strokeBorder(Color.gray, lineWidth: 1.5)
            Circle()
                .fill(Color.black)
                .frame(width: 4, height: 4)
        }
        .frame(width: 20, height: 20)
    }
}
