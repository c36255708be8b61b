import SwiftUI

/// The card surface the other components draw on: a component of its own.
struct SurfaceCard<Content: View>: View {
    var raised: Bool = false
    @ViewBuilder var content: () -> Content

    var body: some View {
        content()
            .padding(16)
            .background(raised ? Color(white: 1) : Color(red: 0.96, green: 0.97, blue: 0.98), in: RoundedRectangle(cornerRadius: 12))
    }
}
