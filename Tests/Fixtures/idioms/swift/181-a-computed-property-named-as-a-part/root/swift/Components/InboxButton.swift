import SwiftUI

/// An inbox glyph with the number of unread messages on its corner.
public struct InboxButton: View {
  let unread: Int

  public var body: some View {
    ZStack(alignment: .topTrailing) {
      Image(systemName: "tray")
        .font(.system(size: 20))
        .foregroundStyle(Color.primary)
        .frame(width: 40, height: 40)
      if unread > 0 {
        badge
      }
    }
  }

  private var badge: some View {
    Text("\(min(unread, 99))")
      .font(.system(size: 11, weight: .bold))
      .foregroundStyle(Color.white)
      .padding(.horizontal, 5)
      .frame(minWidth: 18, minHeight: 18)
      .background(Capsule().fill(Color.red))
  }
}
