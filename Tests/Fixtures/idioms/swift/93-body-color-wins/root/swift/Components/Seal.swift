import SwiftUI

/// A glyph that paints itself when given a tint, else takes the color around it.
struct Glyph: View {
    var tint: Color? = nil

    var body: some View {
        if let tint {
            Image(systemName: "seal.fill").foregroundStyle(tint)
        } else {
            Image(systemName: "seal.fill")
        }
    }
}

/// A seal: its glyph is tinted white, so the color the seal sets around it (dimmed when
/// disabled) does not reach it; the caption below takes that color.
struct Seal: View {
    var isDisabled = false

    var body: some View {
        VStack(spacing: 2) {
            Glyph(tint: .white)
                .foregroundStyle(isDisabled ? Color.gray : Color.yellow)
            Text("Verified")
                .foregroundStyle(isDisabled ? Color.gray : Color.yellow)
        }
        .padding(6)
        .background(Color.indigo)
    }
}
