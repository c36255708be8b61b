import SwiftUI

/// A square toggle that shows a check mark when on.
public struct Checkbox: View {
  @Binding var isOn: Bool

  public init(isOn: Binding<Bool>) {
    self._isOn = isOn
  }

  public var body: some View {
    Toggle("", isOn: $isOn)
      .labelsHidden()
      .toggleStyle(AcmeCheckboxStyle())
      .accessibilityAddTraits(isOn ? .isSelected : [])
  }
}

/// The box, its border and its check mark, drawn from the toggle's on-state.
struct AcmeCheckboxStyle: ToggleStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    let box = RoundedRectangle(cornerRadius: Radius.sm, style: .continuous)
    return box
      .fill(fill(on: configuration.isOn))
      .frame(width: 20, height: 20)
      .overlay {
        box.strokeBorder(configuration.isOn ? Color.accent : Color.separator, lineWidth: 1)
      }
      .overlay {
        if configuration.isOn {
          // Indicator
          Image(systemName: "checkmark")
            .resizable()
            .scaledToFit()
            .foregroundStyle(Color.onAccent)
            .frame(width: 14, height: 14)
        }
      }
      .onTapGesture { configuration.isOn.toggle() }
  }

  private func fill(on: Bool) -> Color {
    guard isEnabled else { return .controlDisabled }
    return on ? .accent : .surface
  }
}

#Preview {
  @Previewable @State var on = true
  HStack(spacing: 12) {
    Checkbox(isOn: $on)
    Checkbox(isOn: .constant(false))
    Checkbox(isOn: .constant(true)).disabled(true)
  }
  .padding()
}
