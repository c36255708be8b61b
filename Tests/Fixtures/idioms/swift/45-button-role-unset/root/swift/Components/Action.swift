import SwiftUI

/// A button style that paints destructive buttons red: a button made without a role is not one.
struct ActionStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(fill(configuration), in: RoundedRectangle(cornerRadius: 6))
    }

    private func fill(_ configuration: Configuration) -> Color {
        configuration.role == .destructive ? .red : configuration.isPressed ? .indigo : .blue
    }
}

struct Action: View {
    let title: String

    var body: some View {
        Button(title) {}
            .buttonStyle(ActionStyle())
    }
}
