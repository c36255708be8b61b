import SwiftUI

public enum Flavor { case mint, plum }

/// A tinted chip: the caller's flavor reaches the fill as the environment's tint.
public struct FlavorChip: View {
  var title: String
  var flavor: Flavor = .mint
  var isSelected: Bool

  public var body: some View {
    Text(title)
      .padding(.horizontal, 10)
      .background(fill, in: Capsule())
      .tint(flavor == .mint ? Color(red: 0.2, green: 0.8, blue: 0.6) : Color(red: 0.5, green: 0.2, blue: 0.6))
  }

  private var fill: AnyShapeStyle {
    isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(white: 0.9))
  }
}
