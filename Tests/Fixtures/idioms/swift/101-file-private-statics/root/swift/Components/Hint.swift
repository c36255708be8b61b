import SwiftUI

public struct Hint: View {
  let title: String
  let detail: String

  public var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(title).font(Font.appCallout)
      Text(detail).font(.callout).foregroundStyle(.secondary)
      Text(detail).font(.appCaption)
    }
  }
}
