import SwiftUI

/// A tag drawn in asset-catalog colors, through the palette and by an asset's name.
struct Tag: View {
    let label: String

    var body: some View {
        Text(label)
            .foregroundColor(.ink)
            .padding(.horizontal, 8)
            .background(Color.mist)
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.brandNormal, lineWidth: 1))
            .overlay(alignment: .bottom) {
                // Underline
                Rectangle().fill(Color("Ink", bundle: .module)).frame(height: 1)
            }
    }
}
