import SwiftUI

/// A chip whose background is a color view clipped to a capsule, given as the background layer.
struct Chip: View {
    let title: String
    var isSelected = false

    private var fill: Color {
        isSelected ? Color(red: 0.0, green: 0.4, blue: 0.8) : Color(white: 0.93)
    }

    var body: some View {
        Text(title)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(fill.clipShape(Capsule()))
    }
}
