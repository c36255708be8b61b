import SwiftUI

/// Rounded corners that never pass half the shorter side.
struct ClampedRect: Shape {
    var radius: CGFloat

    func path(in rect: CGRect) -> Path {
        let r = min(radius, min(rect.width, rect.height) / 2)
        return RoundedRectangle(cornerRadius: r, style: .continuous).path(in: rect)
    }
}

/// A filter chip.
struct Chip: View {
    let title: String
    var isOn = false

    var body: some View {
        Text(title)
            .font(.system(size: 13, weight: .medium))
            .padding(.horizontal, 10)
            .frame(height: 28)
            .background(isOn ? Color.brand : Color.labelQuaternary, in: ClampedRect(radius: Radius.md))
    }
}
