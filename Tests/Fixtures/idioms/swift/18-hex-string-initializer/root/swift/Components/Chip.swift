import SwiftUI

/// A chip drawn in colors written as hex strings, read through the project's `init(hex:)`.
struct Chip: View {
    let title: String
    var body: some View {
        HStack(spacing: 6) {
            Circle().fill(Palette.mist).frame(width: 6, height: 6)
            Text(title).foregroundColor(Palette.ink)
        }
        .padding(8)
        .background(Palette.brand)
        .overlay(Capsule().stroke(Palette.veil, lineWidth: 1))
    }
}
