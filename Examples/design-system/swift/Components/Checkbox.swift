import SwiftUI

/// A square toggle that shows a check mark when on.
public struct Checkbox: View {
  @Binding var isOn: Bool

  @Environment(\.isEnabled) private var isEnabled

  public init(isOn: Binding<Bool>) {
    self._isOn = isOn
  }

  public var body: some View {
    SwiftUI.Button {
      isOn.toggle()
    } label: {
      ZStack {
        if isOn {
          // Indicator
          Image(systemName: "checkmark")
            .resizable()
            .scaledToFit()
            .foregroundStyle(Color.onAccent)
            .frame(width: 14, height: 14)
        }
      }
      .frame(width: 20, height: 20)
      .background(
        isEnabled ? (isOn ? Color.accent : Color.surface) : Color.controlDisabled,
        in: RoundedRectangle(cornerRadius: Radius.sm, style: .continuous)
      )
      .overlay(
        RoundedRectangle(cornerRadius: Radius.sm, style: .continuous)
          .stroke(isOn ? Color.accent : Color.separator, lineWidth: 1)
      )
    }
    .buttonStyle(.plain)
    .accessibilityAddTraits(isOn ? .isSelected : [])
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
