import SwiftUI

/// A thin bar with the value's percentage after it.
struct GaugeStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            Capsule()
                .fill(Color(white: 0.9))
                .frame(height: 4)
            configuration.currentValueLabel
                .font(.system(size: 11, weight: .medium))
                .foregroundStyle(Color(white: 0.45))
        }
    }
}

struct Gauge: View {
    let value: Double

    var body: some View {
        ProgressView(value: value) {
            EmptyView()
        } currentValueLabel: {
            Text(value, format: .percent)
        }
        .progressViewStyle(GaugeStyle())
    }
}
