import SwiftUI

/// A consent line: a tick square set on the first line's height, then the terms.
struct ConsentRow: View {
    var accepted = false
    let terms: String

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            TickSquare(on: accepted)
                .frame(height: 22)
            Text(terms)
                .font(.system(size: 15))
        }
    }
}

private struct TickSquare: View {
    let on: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .fill(on ? Color(red: 0, green: 0.48, blue: 1) : Color.white)
            .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(Color(white: 0.78), lineWidth: 1.5))
            .frame(width: 18, height: 18)
    }
}
