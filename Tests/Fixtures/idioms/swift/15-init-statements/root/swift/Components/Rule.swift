import SwiftUI

extension Color {
    /// A gray by its white level; the init logs through a capitalized call that is a statement,
    /// not a view of the component.
    init(gray: Double) {
        Log(category: "colors").debug("gray \(gray)")
        self.init(white: gray)
    }
}

/// A horizontal rule.
struct Rule: View {
    var body: some View {
        Rectangle()
            .fill(Color(gray: 0.8))
            .frame(height: 1)
    }
}
