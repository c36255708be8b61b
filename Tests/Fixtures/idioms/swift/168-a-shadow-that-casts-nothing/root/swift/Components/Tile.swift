import SwiftUI

/// A tile that floats when it is the one picked and lies flat otherwise.
struct Tile: View {
    var isSelected = false

    var body: some View {
        Text("Tile")
            .padding(12)
            .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
            .shadow(isSelected ? .sm : Shadow(color: Color.white.opacity(0), radius: 0))
    }
}
