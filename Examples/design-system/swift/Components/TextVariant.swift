import SwiftUI

/// Named text roles built on the typography tokens.
public enum TextVariant: CaseIterable, Sendable {
  case `default`, title, headline, caption, muted

  var style: TextStyle {
    switch self {
    case .title: .xl2
    case .headline: .lg
    case .caption: .xs
    case .muted: .sm
    default: .base
    }
  }

  var weight: Font.Weight {
    switch self {
    case .title: .bold
    case .headline: .semibold
    default: .regular
    }
  }

  var color: Color {
    switch self {
    case .caption, .muted: .labelSecondary
    default: .label
    }
  }
}

extension View {
  public func textVariant(_ variant: TextVariant) -> some View {
    scaledTextStyle(variant.style, weight: variant.weight)
      .foregroundStyle(variant.color)
  }
}

/// Applies a `TextStyle`, scaling size and line height with Dynamic Type.
private struct ScaledTextStyleModifier: ViewModifier {
  let style: TextStyle
  let weight: Font.Weight

  @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1

  func body(content: Content) -> some View {
    let size = style.size * scale
    let leading = max(0, style.lineHeight * scale - UIFont.systemFont(ofSize: size).lineHeight)
    content
      .font(.system(size: size, weight: weight))
      .tracking(style.letterSpacing)
      .lineSpacing(leading)
      .padding(.vertical, leading / 2)
  }
}

extension View {
  func scaledTextStyle(_ style: TextStyle, weight: Font.Weight = .regular) -> some View {
    modifier(ScaledTextStyleModifier(style: style, weight: weight))
  }
}
