import SwiftUI

/// What a banner's trailing link says and does.
struct BannerLink {
    let title: Text
    let perform: () -> Void

    init(_ caption: LocalizedStringKey, perform: @escaping () -> Void) {
        title = Text(caption)
        self.perform = perform
    }
}

/// A line of information with an optional link after it.
struct Banner: View {
    let text: String
    var link: BannerLink? = nil

    var body: some View {
        HStack(spacing: 8) {
            Text(text)
                .font(.system(size: 14))
                .foregroundStyle(Color.label)
            if let link {
                link.title
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(Color.brand)
                    .onTapGesture(perform: link.perform)
            }
        }
        .padding(12)
    }
}
