import SwiftUI

/// A callout with an optional trailing accessory; callers without one pass a plain string.
public struct Callout<Accessory: View>: View {
  let title: Text
  let accessory: Accessory

  public init(_ title: Text, @ViewBuilder accessory: () -> Accessory) {
    self.title = title
    self.accessory = accessory()
  }

  public var body: some View {
    HStack(spacing: 6) {
      title
        .font(.system(size: 15, weight: .medium))
        .foregroundStyle(Color.label)
      accessory
    }
    .padding(.horizontal, 12)
  }
}

extension Callout where Accessory == EmptyView {
  public init<Title: StringProtocol>(_ title: Title) {
    self.init(Text(title)) { EmptyView() }
  }
}
