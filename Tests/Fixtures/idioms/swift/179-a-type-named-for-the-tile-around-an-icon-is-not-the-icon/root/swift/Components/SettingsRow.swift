import SwiftUI

/// A settings row: a glyph in a tinted square, then the title.
struct SettingsRow: View {
    let title: String
    let symbol: String

    var body: some View {
        HStack(spacing: 12) {
            IconTile(symbol: symbol)
            Text(title)
                .font(.system(size: 15))
        }
        .padding(.horizontal, 16)
    }
}

private struct IconTile: View {
    let symbol: String

    var body: some View {
        Image(systemName: symbol)
            .font(.system(size: 14, weight: .semibold))
            .foregroundStyle(Color.white)
            .frame(width: 28, height: 28)
            .background(Color(red: 0, green: 0.48, blue: 1), in: RoundedRectangle(cornerRadius: 7))
    }
}
