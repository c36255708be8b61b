import SwiftUI

public enum ChipSize { case small, large }

private struct ChipSizeKey: EnvironmentKey {
  static let defaultValue: ChipSize = .large
}

extension EnvironmentValues {
  public var chipSize: ChipSize {
    get { self[ChipSizeKey.self] }
    set { self[ChipSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the size of every chip below, as `.controlSize(_:)` does.
  public func chipSize(_ size: ChipSize) -> some View { environment(\.chipSize, size) }
}

public struct Chip: View {
  let title: String

  public var body: some View {
    Button(title) {}
      .buttonStyle(ChipStyle())
  }
}

private struct ChipStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    ChipBody(configuration: configuration)
  }
}

/// Drawn by the style; the size reaches it through the environment.
private struct ChipBody: View {
  let configuration: PrimitiveButtonStyleConfiguration
  @Environment(\.chipSize) private var size

  var body: some View {
    configuration.label
      .font(.system(size: size == .small ? 13 : 17))
      .padding(.horizontal, size == .small ? 8 : 14)
      .frame(height: size == .small ? 24 : 36)
      .background(Color(red: 0.9, green: 0.9, blue: 0.92), in: Capsule())
      .onTapGesture { configuration.trigger() }
  }
}
