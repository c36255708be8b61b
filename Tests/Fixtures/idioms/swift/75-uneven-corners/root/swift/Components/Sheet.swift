import SwiftUI

/// A sheet: floating, every corner rounded alike; docked, only the top corners.
public struct Sheet: View {
  public enum Edge { case floating, docked }
  var edge: Edge = .floating

  private let paper = Color(white: 0.98)

  public var body: some View {
    Rectangle()
      .fill(paper)
      .clipShape(shape)
  }

  private var shape: UnevenRoundedRectangle {
    switch edge {
    case .floating:
      UnevenRoundedRectangle(topLeadingRadius: 16, bottomLeadingRadius: 16, bottomTrailingRadius: 16, topTrailingRadius: 16)
    case .docked:
      UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
    }
  }
}
