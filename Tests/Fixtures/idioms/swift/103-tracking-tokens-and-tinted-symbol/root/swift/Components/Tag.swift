import SwiftUI

/// A tag with a leading SF Symbol; the stack's foreground style tints the symbol and the label alike.
public struct Tag: View {
    let title: String
    let symbol: String
    var muted: Bool = false

    public var body: some View {
        HStack(spacing: 4) {
            Image(systemName: symbol)
            Text(title)
                .font(.system(size: TextStyle.footnote.pointSize))
                .tracking(TextStyle.footnote.tracking)
        }
        .foregroundStyle(muted ? Color.tagInkMuted : Color.tagInk)
        .padding(.horizontal, 8)
    }
}
