import SwiftUI

enum RatingScale { case compact, roomy }

/// A star rating: the symbol's size is its font's point size, as a React icon's `size` is.
struct Rating: View {
    var scale: RatingScale = .compact

    private var starPoints: CGFloat {
        scale == .compact ? 11 : 17
    }

    var body: some View {
        HStack(spacing: 2) {
            Image(systemName: "star.fill")
                .font(.system(size: starPoints, weight: .bold))
                .foregroundStyle(Color.yellow)
            Text("4.5")
        }
    }
}
