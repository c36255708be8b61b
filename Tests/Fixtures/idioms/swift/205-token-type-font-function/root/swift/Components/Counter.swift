import SwiftUI

public enum CounterSize { case small, large }

/// A count whose font comes from a method of the ramp's type.
public struct Counter: View {
    let value: Int
    var size: CounterSize = .large

    private var ramp: TypeRamp { size == .small ? .small : .body }

    public var body: some View {
        Text("\(value)")
            .font(ramp.font(.medium))
            .kerning(ramp.kerning)
    }
}
