import SwiftUI

/// A plan to pick: its name and price over each other, and a radio mark.
public struct PlanRow: View {
  let name: String
  let price: String
  let selected: Bool

  public var body: some View {
    HStack(spacing: 12) {
      PlanRowText(name: name, price: price)
      Spacer(minLength: 0)
      Circle()
        .strokeBorder(selected ? Color.blue : Color.gray, lineWidth: 2)
        .frame(width: 20, height: 20)
    }
    .padding(16)
  }
}

/// The two lines of a plan row.
private struct PlanRowText: View {
  let name: String
  let price: String

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(name)
        .font(.system(size: 17, weight: .semibold))
      Text(price)
        .font(.system(size: 15))
        .foregroundStyle(Color.secondary)
    }
  }
}
