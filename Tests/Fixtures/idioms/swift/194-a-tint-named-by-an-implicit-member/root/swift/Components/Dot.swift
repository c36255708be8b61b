import SwiftUI

/// A selectable dot ringed in the tint when on.
struct Dot: View {
    var isOn: Bool

    var body: some View {
        Circle()
            .strokeBorder(ring, lineWidth: 2)
            .frame(width: 18, height: 18)
            .tint(.brand)
    }

    private var ring: AnyShapeStyle {
        isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.hairline)
    }
}
