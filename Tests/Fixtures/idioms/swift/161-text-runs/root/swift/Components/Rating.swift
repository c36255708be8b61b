import SwiftUI

/// A score out of five, the scale after it in small print.
struct Rating: View {
    let score: Double

    private var scale: Text {
        Text(verbatim: " / 5")
            .font(.caption)
            .foregroundColor(.secondary)
    }

    var body: some View {
        let value = Text(score, format: .number.precision(.fractionLength(1)))
            .font(.system(size: 17, weight: .semibold))
        return (value + scale)
            .foregroundColor(.primary)
            .padding(.vertical, 2)
    }
}
