import SwiftUI

/// One day of a month grid: the number, on a disc while pressed, over an event dot.
struct DayCell: View {
    enum Size { case compact, regular }

    let day: Int
    var size: Size = .regular
    let action: () -> Void

    var body: some View {
        VStack(spacing: 2) {
            Button(action: action) {
                Text("\(day)")
                    .font(.system(size: 15, weight: .medium))
                    .foregroundColor(.label)
            }
            .buttonStyle(DiscStyle(side: size == .compact ? 32 : 40))
            Circle()
                .fill(Color.brand)
                .frame(width: 4, height: 4)
        }
    }
}

private struct DiscStyle: ButtonStyle {
    var side: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: side, height: side)
            .background(configuration.isPressed ? Color.labelQuaternary : Color.clear, in: Circle())
    }
}
