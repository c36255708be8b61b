import SwiftUI

/// A map marker: a dot with a hairline, and a focus ring a little way outside it.
struct Marker: View {
    var isFocused = false

    var body: some View {
        Circle()
            .fill(Color.brand)
            .overlay(Circle().stroke(Color.labelQuaternary, lineWidth: 1))
            .frame(width: 12, height: 12)
            .padding(3)
            .overlay(Circle().stroke(isFocused ? Color.brand : Color.label, lineWidth: 2))
    }
}
