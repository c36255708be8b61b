import SwiftUI

/// A prefix operator binds to its operand: `-2 + 10` is 8, not -12.
struct Pip: View {
    var isOn: Bool
    private let inset: CGFloat = 2

    var body: some View {
        Circle()
            .fill(isOn ? Color.teal : Color.gray)
            .frame(width: -inset + 10, height: -inset + 10)
    }
}
