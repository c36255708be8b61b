import SwiftUI

struct Knob: View {
    var tone: KnobStyle.Tone = KnobStyle.Tone.calm
    var body: some View {
        Text("x").foregroundStyle(tone == .loud ? Color.red : Color.blue)
    }
}
