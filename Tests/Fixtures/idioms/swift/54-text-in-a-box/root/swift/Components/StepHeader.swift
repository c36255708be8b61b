import SwiftUI

private enum Bubble {
    enum Metrics {
        static let lift: CGFloat = 3
        static let height: CGFloat = 20
    }
}

/// A step's title with its number in a capsule: the capsule is the number's own text, padded and
/// filled (one view, two parts: the box and its text).
struct StepHeader: View {
    let title: String
    let step: Int

    var body: some View {
        HStack(spacing: 6) {
            Text(title)
                .font(.headline)
            StepBadge(step: step)
                .offset(y: -Bubble.Metrics.lift)
        }
    }
}

private struct StepBadge: View {
    let step: Int

    var body: some View {
        Text("\(step)")
            .font(.caption2)
            .foregroundStyle(Color.white)
            .padding(.horizontal, 6)
            .frame(height: Bubble.Metrics.height)
            .background(Color.teal, in: Capsule())
    }
}
