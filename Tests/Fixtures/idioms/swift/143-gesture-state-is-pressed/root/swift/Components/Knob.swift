import SwiftUI

/// A round handle dragged along a track: its ring turns to the brand color while it is held.
public struct Knob: View {
    @GestureState private var isDragging = false
    var onDrag: (CGFloat) -> Void = { _ in }

    private var ring: Color { isDragging ? .brand : .labelQuaternary }

    public var body: some View {
        Circle()
            .fill(Color.white)
            .overlay(Circle().strokeBorder(ring, lineWidth: 2))
            .frame(width: 22, height: 22)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .updating($isDragging) { _, held, _ in held = true }
                    .onChanged { onDrag($0.translation.width) }
            )
    }
}
