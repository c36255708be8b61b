import SwiftUI

/// A rounded bar whose corners never exceed half its height.
struct Lozenge: Shape {
    var radius: CGFloat = 999

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(radius, rect.height / 2), style: .continuous)
    }
}

/// A level meter: a groove with the filled level laid over its leading edge.
struct Meter: View {
    var level: Double

    var body: some View {
        groove
            .overlay(alignment: .leading) { fill }
            .frame(width: 120, height: 6)
    }

    private var groove: some View {
        Lozenge().fill(Color.labelQuaternary)
    }

    private var fill: some View {
        Lozenge().fill(Color.brand).frame(width: 120 * level)
    }
}
