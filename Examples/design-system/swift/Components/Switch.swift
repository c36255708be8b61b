import SwiftUI

/// An on/off switch: a capsule track with a round thumb.
public struct Switch: View {
  @Binding var isOn: Bool

  public init(isOn: Binding<Bool>) {
    self._isOn = isOn
  }

  public var body: some View {
    Toggle("", isOn: $isOn)
      .labelsHidden()
      .toggleStyle(.acmeSwitch)
  }
}

/// The track's fill follows the on-state and the environment; the thumb slides to the on side.
struct AcmeSwitchStyle: ToggleStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    // Track
    Capsule()
      .fill(trackColor(on: configuration.isOn))
      .frame(width: 51, height: 31)
      .overlay(alignment: configuration.isOn ? .trailing : .leading) {
        SwitchThumb(isOn: configuration.isOn)
      }
      .onTapGesture {
        withAnimation(.snappy) { configuration.isOn.toggle() }
      }
      .accessibilityElement()
      .accessibilityAddTraits(.isToggle)
  }

  private func trackColor(on: Bool) -> Color {
    if !isEnabled { return .controlDisabled }
    return on ? .accent : .control
  }
}

/// The switch's thumb.
struct SwitchThumb: View {
  let isOn: Bool

  var body: some View {
    Color.surface
      .frame(width: 28, height: 28)
      .clipShape(Capsule())
      .shadow(.md)
  }
}

extension ToggleStyle where Self == AcmeSwitchStyle {
  static var acmeSwitch: AcmeSwitchStyle { AcmeSwitchStyle() }
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
