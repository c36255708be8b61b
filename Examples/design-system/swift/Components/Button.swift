import SwiftUI

public enum ButtonVariant: CaseIterable, Sendable {
  case `default`, secondary, destructive, ghost
}

public enum ButtonSize: CaseIterable, Sendable {
  case sm, `default`, lg
}

extension ButtonVariant {
  var background: Color {
    switch self {
    case .default: .accent
    case .secondary: .control
    case .destructive: .danger
    case .ghost: .clear
    }
  }

  var pressedBackground: Color {
    switch self {
    case .default: return .accentPressed
    case .secondary: return .controlPressed
    case .destructive: return .dangerPressed
    case .ghost: return .control
    }
  }

  /// Filled variants draw on-accent text; the others use the label color.
  var foreground: Color {
    switch self {
    case .default, .destructive: .onAccent
    default: .label
    }
  }
}

extension ButtonSize {
  var height: CGFloat {
    switch self {
    case .sm: 32
    case .default: 44
    case .lg: 52
    }
  }

  var paddingHorizontal: CGFloat {
    switch self {
    case .sm: 12
    case .default: 16
    case .lg: 20
    }
  }

  var textStyle: TextStyle {
    switch self {
    case .sm: .sm
    case .default: .base
    case .lg: .lg
    }
  }
}

/// A text button in one of four variants and three sizes.
public struct Button: View {
  let title: LocalizedStringKey
  let variant: ButtonVariant
  let size: ButtonSize
  let action: () -> Void

  public init(
    _ title: LocalizedStringKey,
    variant: ButtonVariant = .default,
    size: ButtonSize = .default,
    action: @escaping () -> Void
  ) {
    self.title = title
    self.variant = variant
    self.size = size
    self.action = action
  }

  public var body: some View {
    SwiftUI.Button(action: action) { Text(title) }
      .buttonStyle(.acme(variant: variant, size: size))
  }
}

/// The button's look: its fill answers to the press and to the environment's enabled state.
struct AcmeButtonStyle: ButtonStyle {
  let variant: ButtonVariant
  let size: ButtonSize

  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .center, spacing: 8) {
      configuration.label
        .scaledTextStyle(size.textStyle, weight: .semibold)
        .foregroundStyle(isEnabled ? variant.foreground : .labelQuaternary)
    }
    .padding(.horizontal, size.paddingHorizontal)
    .frame(height: size.height)
    .background(fill(pressed: configuration.isPressed), in: RoundedRectangle(cornerRadius: Radius.md, style: .continuous))
  }

  private func fill(pressed: Bool) -> Color {
    if !isEnabled { return .controlDisabled }
    if pressed {
      return variant.pressedBackground
    }
    return variant.background
  }
}

extension ButtonStyle where Self == AcmeButtonStyle {
  static func acme(variant: ButtonVariant, size: ButtonSize) -> AcmeButtonStyle {
    AcmeButtonStyle(variant: variant, size: size)
  }
}
