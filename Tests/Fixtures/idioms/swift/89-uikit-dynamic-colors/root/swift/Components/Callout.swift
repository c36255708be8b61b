import SwiftUI

/// A callout drawn in UIKit colors bridged into SwiftUI.
struct Callout: View {
    let text: String

    var body: some View {
        Text(text)
            .foregroundStyle(Color(uiColor: .ink))
            .padding(12)
            .background(Color(UIColor.panel))
            .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(Color(.hairline), lineWidth: 1))
    }
}
