import SwiftUI

/// A count, or with `dot` only a dot: the flag swaps the whole view.
public struct Counter: View {
  let count: Int
  var dot = false

  private let fill = Color(red: 0.851, green: 0.176, blue: 0.125)

  public var body: some View {
    if dot {
      fill
        .frame(width: 6, height: 6)
        .clipShape(Circle())
    } else {
      Text("\(count)")
        .padding(.horizontal, 5)
        .padding(.vertical, 1)
        .background(fill, in: RoundedRectangle(cornerRadius: 8))
    }
  }
}
