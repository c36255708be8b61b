import SwiftUI

/// A statistic on the shared card surface of SurfaceCard.swift.
struct StatTile: View {
    let value: String
    var body: some View {
        SurfaceCard(raised: true) {
            Text(value)
                .font(.system(size: 22, weight: .bold))
                .foregroundStyle(Color(red: 0.1, green: 0.12, blue: 0.15))
        }
    }
}
