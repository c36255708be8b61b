import SwiftUI

/// A notice laid out with the spacing steps as implicit `CGFloat` members.
struct Notice: View {
    let message: String

    var body: some View {
        HStack(alignment: .top, spacing: .xSmall) {
            Circle().fill(Color.orange).frame(width: .small, height: .small)
            Text(message).padding(.vertical, .xxSmall)
        }
        .padding(.medium)
        .frame(minHeight: Spacing.medium.rawValue * 3)
        .background(Color(white: 0.96))
        .cornerRadius(BorderRadius.default)
        .opacity(Level.raised.rawValue == 1 ? 1 : 0.5)
    }
}
