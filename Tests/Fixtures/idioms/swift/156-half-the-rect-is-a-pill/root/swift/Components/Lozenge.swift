import SwiftUI

/// A shape whose ends are round whatever its height.
struct LozengeShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: rect.height / 2, style: .continuous)
    }
}

struct Lozenge: View {
    var text: String

    var body: some View {
        Text(text)
            .foregroundStyle(Color.brand)
            .padding(.horizontal, 10)
            .frame(height: 22)
            .background(LozengeShape().fill(Color.labelQuaternary))
    }
}
