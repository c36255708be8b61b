import SwiftUI

/// A notice's look; the looks it ships are its statics, as `Font.Weight`'s are.
public struct NoticeKind: Equatable {
  var tint: Color
  var border: CGFloat

  public static let calm = NoticeKind(tint: Color(white: 0.95), border: 0)
  public static let loud: NoticeKind = .init(tint: Color(red: 1, green: 0.9, blue: 0.8), border: 2)
  public static let quiet: Self = NoticeKind(tint: .clear, border: 1)
}

public struct Notice: View {
  var message: String
  var kind: NoticeKind = .calm

  public var body: some View {
    Text(message)
      .padding(12)
      .background(kind.tint)
      .border(Color.gray, width: kind.border)
  }
}
