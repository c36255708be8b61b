import SwiftUI

/// A knob whose tone is a top-level enum the knob names by an alias of its own (`Knob.Tone`),
/// beside another view's nested `Tone` of the same name.
public enum KnobTone { case plain, loud }

public struct Knob: View {
    private let tone: Tone

    public init(tone: Tone = .plain) { self.tone = tone }

    public var body: some View {
        Circle()
            .fill(tone == .loud ? Color.red : Color.gray)
            .frame(width: 20, height: 20)
    }
}

public extension Knob {
    typealias Tone = KnobTone
}

struct Dial: View {
    enum Tone { case quiet }
    var body: some View { Circle().frame(width: 8, height: 8) }
}
