import SwiftUI

/// A tooltip whose corner nearest its anchor is sharp.
struct Tooltip: View {
    enum Edge { case above, below }

    var text: String
    var edge: Edge = .above

    private var corners: RectangleCornerRadii {
        switch edge {
        case .above: return .init(topLeading: 6, bottomLeading: 0, bottomTrailing: 6, topTrailing: 6)
        case .below: return RectangleCornerRadii(topLeading: 0, bottomLeading: 6, bottomTrailing: 6, topTrailing: 6)
        }
    }

    var body: some View {
        Text(text)
            .foregroundStyle(Color.label)
            .padding(8)
            .background(Color.labelQuaternary, in: UnevenRoundedRectangle(cornerRadii: corners))
    }
}
