import SwiftUI

/// The design system's elevations.
public struct Elevation: Sendable, Hashable {
  public let color: Color
  public let blur: CGFloat
  public var dy: CGFloat = 0
}

extension Elevation {
  public static let raised = Elevation(color: .black.opacity(0.1), blur: 8, dy: 2)
}

extension View {
  public func elevation(_ e: Elevation) -> some View {
    shadow(color: e.color, radius: e.blur, x: 0, y: e.dy)
  }
}
