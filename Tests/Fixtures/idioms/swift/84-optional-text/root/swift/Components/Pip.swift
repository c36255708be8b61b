import SwiftUI

/// A count pip: nothing at all until the caller gives it a label.
struct Pip: View {
    private let label: String

    init(_ label: String = "") {
        self.label = label
    }

    var body: some View {
        if label.isEmpty == false {
            Text(label)
                .font(.system(size: 12, weight: .semibold))
                .padding(.horizontal, 6)
                .background(Color(red: 0.82, green: 0.11, blue: 0.11), in: Capsule())
        }
    }
}
