import SwiftUI

/// A trail segment: its caption, then whatever trails it.
struct Crumb<Trailing: View>: View {
    let caption: String
    let trailing: Trailing

    init(_ caption: String, @ViewBuilder trailing: () -> Trailing) {
        self.caption = caption
        self.trailing = trailing()
    }

    var body: some View {
        HStack(spacing: 4) {
            Text(caption)
                .font(.system(size: 13))
                .foregroundStyle(Color.labelSecondary)
            trailing
                .foregroundStyle(Color.labelQuaternary)
        }
    }
}

extension Crumb where Trailing == EmptyView {
    init(_ caption: String) {
        self.init(caption) { EmptyView() }
    }
}

extension Crumb where Trailing == Text {
    init(_ caption: String, separator: String) {
        self.init(caption) { Text(separator).font(.system(size: 11)) }
    }
}
