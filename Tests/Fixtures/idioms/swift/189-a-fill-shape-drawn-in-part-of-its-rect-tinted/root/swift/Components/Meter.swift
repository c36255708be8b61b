import SwiftUI

/// The leading share of a capsule.
struct ShareShape: Shape {
  var share: CGFloat

  func path(in rect: CGRect) -> Path {
    let part = CGRect(x: rect.minX, y: rect.minY, width: rect.width * share, height: rect.height)
    return Capsule().path(in: part)
  }
}

public struct Meter: View {
  var share: Double
  var critical: Bool = false

  public var body: some View {
    Capsule()
      .fill(Color(white: 0.92))
      .overlay(alignment: .leading) {
        ShareShape(share: share)
          .fill(.tint)
      }
      .frame(height: 6)
      .tint(critical ? Color(red: 0.9, green: 0.2, blue: 0.2) : Color(red: 0.2, green: 0.5, blue: 0.9))
  }
}
