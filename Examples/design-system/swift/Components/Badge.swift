import SwiftUI

public enum BadgeVariant: CaseIterable, Sendable {
  case `default`, secondary, destructive, outline
}

extension BadgeVariant {
  /// Fill behind the text; outline badges have none.
  var background: Color {
    switch self {
    case .default: .accent
    case .secondary: .control
    case .destructive: .danger
    case .outline: .clear
    }
  }

  var foreground: Color {
    switch self {
    case .default, .destructive: .onAccent
    default: .label
    }
  }
}

/// A small status pill.
public struct Badge: View {
  let title: LocalizedStringKey
  let variant: BadgeVariant

  public init(_ title: LocalizedStringKey, variant: BadgeVariant = .default) {
    self.title = title
    self.variant = variant
  }

  public var body: some View {
    HStack(alignment: .center) {
      Text(title)
        .scaledTextStyle(.xs, weight: .semibold)
        .foregroundStyle(variant.foreground)
    }
    .padding(.horizontal, 8)
    .padding(.vertical, 2)
    .background(variant.background, in: Capsule())
    .overlay {
      if variant == .outline {
        Capsule().strokeBorder(Color.separator, lineWidth: 1)
      }
    }
  }
}

#Preview {
  HStack(spacing: 8) {
    ForEach(BadgeVariant.allCases, id: \.self) { variant in
      Badge("Badge", variant: variant)
    }
  }
  .padding()
}
