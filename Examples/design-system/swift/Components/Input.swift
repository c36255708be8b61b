import SwiftUI

extension EnvironmentValues {
  /// Set by a form field when its value fails validation.
  @Entry public var isInvalid = false
}

extension View {
  public func invalid(_ isInvalid: Bool = true) -> some View {
    environment(\.isInvalid, isInvalid)
  }
}

/// A single-line text field with a hairline frame.
public struct Input: View {
  let placeholder: String
  @Binding var text: String

  @FocusState private var isFocused: Bool
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.isInvalid) private var isInvalid

  public init(_ placeholder: String, text: Binding<String>) {
    self.placeholder = placeholder
    self._text = text
  }

  public var body: some View {
    let shape = RoundedRectangle(cornerRadius: Radius.md, style: .continuous)
    TextField(placeholder, text: $text, prompt: Text(placeholder).foregroundStyle(Color.labelSecondary))
      .focused($isFocused)
      .scaledTextStyle(.base)
      .foregroundStyle(isEnabled ? Color.label : .labelQuaternary)
      .padding(.horizontal, 12)
      .frame(height: 44)
      .background(isEnabled ? Color.surface : Color.controlDisabled, in: shape)
      .overlay {
        shape.stroke(borderColor, lineWidth: 1)
      }
  }

  /// Invalid wins over focus.
  private var borderColor: Color {
    if isInvalid { return .danger }
    return isFocused ? .accent : .separator
  }
}

#Preview {
  @Previewable @State var email = ""
  VStack(spacing: 12) {
    Input("m@example.com", text: $email)
    Input("Invalid", text: $email).invalid()
    Input("Disabled", text: $email).disabled(true)
  }
  .padding()
}
