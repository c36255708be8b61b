import SwiftUI

/// The chip's metrics: the Mac build is roomier; parity reads the iOS build.
enum ChipMetrics {
  static let radius: CGFloat = 8
  #if targetEnvironment(macCatalyst)
    static let height: CGFloat = 36
    static let padding: CGFloat = 14
  #elseif os(visionOS)
    static let height: CGFloat = 44
    static let padding: CGFloat = 16
  #else
    static let height: CGFloat = 28
    static let padding: CGFloat = 10
  #endif
}

public struct Chip: View {
  let title: String

  public var body: some View {
    Text(title)
      .font(.footnote)
      .padding(.horizontal, ChipMetrics.padding)
      .frame(height: ChipMetrics.height)
      #if os(iOS)
      .background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: ChipMetrics.radius))
      #else
      .background(Color.gray, in: Capsule())
      #endif
  }
}
