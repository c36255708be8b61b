import SwiftUI

/// A count that stops at `max`: the property hides the library's `max`, so the code names its module.
public struct Counter: View {
  var count: Int
  var max: Int = 99

  public var body: some View {
    Text("\(Swift.min(count, max))")
      .padding(.horizontal, Swift.max(4, CGFloat(max) / 20))
      .frame(minWidth: Swift.max(20, 16))
  }
}
