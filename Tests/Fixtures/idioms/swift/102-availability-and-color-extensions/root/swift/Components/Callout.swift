import SwiftUI

struct Callout: View {
    let message: String

    var body: some View {
        Text(message)
            .font(.system(size: 14))
            .foregroundColor(Palette.ink.asColor)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Palette.wash.asColor)
    }
}
