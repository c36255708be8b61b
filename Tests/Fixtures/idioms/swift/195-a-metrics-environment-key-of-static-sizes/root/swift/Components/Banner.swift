import SwiftUI

struct BannerMetrics {
    let inset: CGFloat
    let corner: CGFloat

    static let small = BannerMetrics(inset: 8, corner: 6)
    static let large = BannerMetrics(inset: 16, corner: 12)
}

private struct BannerMetricsKey: EnvironmentKey {
    static let defaultValue = BannerMetrics.large
}

extension EnvironmentValues {
    var bannerMetrics: BannerMetrics {
        get { self[BannerMetricsKey.self] }
        set { self[BannerMetricsKey.self] = newValue }
    }
}

/// A message strip, sized by the metrics its container sets.
struct Banner: View {
    let message: String
    @Environment(\.bannerMetrics) private var metrics

    var body: some View {
        Text(message)
            .padding(metrics.inset)
            .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: metrics.corner))
    }
}
