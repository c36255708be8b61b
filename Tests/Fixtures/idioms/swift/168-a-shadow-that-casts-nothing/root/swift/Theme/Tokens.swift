import SwiftUI

/// A drop shadow of the design system.
public struct Shadow: Sendable, Hashable {
  public let color: Color
  public let radius: CGFloat
  public var x: CGFloat = 0
  public var y: CGFloat = 0
}

extension Shadow {
  public static let sm = Shadow(color: .black.opacity(0.06), radius: 3, x: 0, y: 1)
}

extension View {
  public func shadow(_ shadow: Shadow) -> some View {
    self.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
  }
}
