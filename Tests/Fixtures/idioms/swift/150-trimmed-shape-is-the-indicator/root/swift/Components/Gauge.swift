import SwiftUI

/// A small determinate gauge: a faint full ring, and the filled share of it over that.
struct Gauge: View {
    enum Tone { case neutral, brand }

    var fraction: Double
    var tone: Tone = .neutral

    private var tint: Color {
        switch tone {
        case .neutral: return .labelSecondary
        case .brand: return .brand
        }
    }

    var body: some View {
        Circle()
            .stroke(Color.labelQuaternary, lineWidth: 3)
            .overlay(
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(tint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            )
            .frame(width: 28, height: 28)
    }
}
