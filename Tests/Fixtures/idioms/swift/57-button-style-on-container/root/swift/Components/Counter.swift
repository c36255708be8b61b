import SwiftUI

/// The style every button of the counter takes: set once on the row that holds them.
private struct TapStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 28, height: 28)
            .background(configuration.isPressed ? Color.gray : Color.clear)
    }
}

struct Counter: View {
    var body: some View {
        HStack(spacing: 4) {
            Button {} label: { Image(systemName: "minus") }
            Text("1")
            Button {} label: { Image(systemName: "plus") }
        }
        .buttonStyle(TapStyle())
        .padding(.horizontal, 8)
        .frame(height: 32)
        .background(Color.teal)
    }
}
