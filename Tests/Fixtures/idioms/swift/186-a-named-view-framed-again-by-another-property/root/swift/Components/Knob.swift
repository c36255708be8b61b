import SwiftUI

struct PillShape: Shape {
  func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: rect.height / 2)
  }
}

public struct Knob: View {
  var isOn: Bool

  public var body: some View {
    HStack(spacing: 8) {
      track
      Text("Label")
    }
  }

  private var track: some View {
    thumb
      .padding(.horizontal, 2)
      .frame(width: 52, height: 32, alignment: isOn ? .trailing : .leading)
      .background(Color.green, in: PillShape())
  }

  private var thumb: some View {
    PillShape()
      .fill(Color.white)
      .frame(width: 28, height: 28)
  }
}
