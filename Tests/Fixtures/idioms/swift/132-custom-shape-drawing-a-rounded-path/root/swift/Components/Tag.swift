import SwiftUI

/// A tag's outline: a rounded path, the corner never past half the height.
struct TagOutline: Shape {
    var corner: CGFloat

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(corner, rect.height / 2), style: .continuous)
    }
}

/// A status tag.
struct Tag: View {
    enum Size { case small, large }

    let text: String
    var size: Size = .small

    var body: some View {
        Text(text)
            .font(.system(size: size == .small ? 12 : 14, weight: .semibold))
            .padding(.horizontal, size == .small ? 6 : 8)
            .background(Color.labelQuaternary, in: TagOutline(corner: size == .small ? Radius.sm : Radius.md))
    }
}
