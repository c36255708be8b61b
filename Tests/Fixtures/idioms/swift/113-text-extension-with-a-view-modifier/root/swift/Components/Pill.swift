import SwiftUI

struct PillTextModifier: ViewModifier {
    let size: CGFloat

    func body(content: Content) -> some View {
        content
            .font(.system(size: size, weight: .semibold))
            .foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.25))
    }
}

extension Text {
    func pillText(_ size: CGFloat) -> some View {
        modifier(PillTextModifier(size: size))
    }
}

struct Pill: View {
    enum Size { case small, large }

    var label: String
    var size: Size = .small

    var body: some View {
        Text(label)
            .pillText(size == .small ? 12 : 15)
            .padding(.horizontal, 10)
            .background(Capsule().fill(Color(red: 0.93, green: 0.93, blue: 0.95)))
    }
}
