import SwiftUI

/// An on/off switch: a capsule track with a round thumb.
public struct Switch: View {
  @Binding var isOn: Bool

  @Environment(\.isEnabled) private var isEnabled

  public init(isOn: Binding<Bool>) {
    self._isOn = isOn
  }

  public var body: some View {
    // Track
    ZStack(alignment: isOn ? .trailing : .leading) {
      // Thumb
      Color.surface
        .frame(width: 28, height: 28)
        .clipShape(Capsule())
        .shadow(.md)
    }
    .frame(width: 51, height: 31)
    .background(
      isEnabled ? (isOn ? Color.accent : Color.control) : Color.controlDisabled,
      in: Capsule()
    )
    .contentShape(Capsule())
    .onTapGesture {
      withAnimation(.snappy) { isOn.toggle() }
    }
    .accessibilityElement()
    .accessibilityAddTraits(.isToggle)
    .accessibilityValue(isOn ? Text("On") : Text("Off"))
  }
}

#Preview {
  @Previewable @State var on = true
  VStack(spacing: 12) {
    Switch(isOn: $on)
    Switch(isOn: .constant(false))
    Switch(isOn: .constant(true)).disabled(true)
  }
  .padding()
}
