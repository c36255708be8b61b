import SwiftUI

/// A thin meter: the level's share of the width filled in over a grey track.
struct LevelMeter: View {
    var level: Double = 0.4

    var body: some View {
        GeometryReader { geo in
            Capsule()
                .fill(Color(red: 0.2, green: 0.78, blue: 0.35))
                .frame(width: geo.size.width * min(max(level, 0), 1))
        }
        .frame(height: 6)
        .background(Color(white: 0.9), in: Capsule())
    }
}
