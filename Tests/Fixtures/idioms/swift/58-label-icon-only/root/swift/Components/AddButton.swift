import SwiftUI

/// A button that shows only its label's symbol (SwiftUI's library style `.iconOnly`).
struct AddButton: View {
    var body: some View {
        Button {} label: {
            Label("Add item", systemImage: "plus")
                .labelStyle(.iconOnly)
                .font(.system(size: 15))
                .foregroundStyle(Color.blue)
        }
    }
}
