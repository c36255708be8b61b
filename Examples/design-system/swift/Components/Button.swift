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
    case .default: .accentPressed
    case .secondary: .controlPressed
    case .destructive: .dangerPressed
    case .ghost: .control
    }
  }

  var foreground: Color {
    switch self {
    case .default, .destructive: .onAccent
    case .secondary, .ghost: .label
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

  @Environment(\.isEnabled) private var isEnabled

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
      .buttonStyle(AcmeButtonStyle(variant: variant, size: size, isEnabled: isEnabled))
  }
}

struct AcmeButtonStyle: ButtonStyle {
  let variant: ButtonVariant
  let size: ButtonSize
  let isEnabled: Bool

  func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .center, spacing: 8) {
      configuration.label
        .scaledTextStyle(size.textStyle, weight: .semibold)
        .foregroundStyle(isEnabled ? variant.foreground : .labelQuaternary)
    }
    .padding(.horizontal, size.paddingHorizontal)
    .frame(height: size.height)
    .background(
      isEnabled ? (configuration.isPressed ? variant.pressedBackground : variant.background) : Color.controlDisabled,
      in: RoundedRectangle(cornerRadius: Radius.md, style: .continuous)
    )
  }
}
