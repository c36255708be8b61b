import SwiftUI

public struct Row: View {
    let title: String
    let action: () -> Void

    public var body: some View {
        Button(action: action) {
            Text(title)
                .padding(.vertical, 11)
        }
        .buttonStyle(Pressable())
    }

    private struct Pressable: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .background(configuration.isPressed ? Color.palette.surfacePressed : .palette.surfaceRest)
        }
    }
}
