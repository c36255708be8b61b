import SwiftUI

enum CounterSize { case small, large }

struct Counter: View {
    var value: Int
    var size: CounterSize = .small

    private var side: CGFloat { size == .small ? 18 : 24 }

    var body: some View {
        Text("\(value)")
            .font(.system(size: 11, weight: .bold))
            .padding(.horizontal, 5)
            .frame(minWidth: side, minHeight: side, maxHeight: side)
            .background(Color.red, in: Capsule())
    }
}
