import SwiftUI

/// A text label for a form control. Muted when the environment is disabled.
///
///     FieldLabel("Email")
///     FieldLabel { Image(systemName: "envelope"); Text("Email") }
public struct FieldLabel<Content: View>: View {
  let content: Content

  @Environment(\.isEnabled) private var isEnabled

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    HStack(alignment: .center, spacing: 8) {
      content
        .scaledTextStyle(.base, weight: .semibold)
        .foregroundStyle(isEnabled ? Color.label : .labelQuaternary)
    }
  }
}

extension FieldLabel where Content == Text {
  public init(_ title: LocalizedStringKey) {
    self.init { Text(title) }
  }

  public init<S: StringProtocol>(_ title: S) {
    self.init { Text(title) }
  }
}

#Preview {
  VStack(alignment: .leading, spacing: 12) {
    FieldLabel("Your email address")
    FieldLabel("Disabled label")
      .disabled(true)
  }
  .padding()
}
