import SwiftUI

struct Chip: View {
    let title: String
    var action: (() -> Void)? = nil

    var body: some View {
        Group {
            if let action {
                Button(action: action) { Text(title) }
                    .buttonStyle(ChipStyle())
            } else {
                Face(title: title, isPressed: false)
            }
        }
    }
}

struct ChipStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Face(title: "x", isPressed: configuration.isPressed)
    }
}

struct Face: View {
    let title: String
    let isPressed: Bool
    var body: some View {
        Text(title)
            .padding(8)
            .background(isPressed ? Color.gray : Color.blue)
    }
}
