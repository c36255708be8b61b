import SwiftUI

/// A chip around whatever label its caller builds.
struct ChipFrame<Label: View>: View {
    var selected: Bool
    @ViewBuilder let label: Label

    var body: some View {
        label
            .foregroundStyle(selected ? Color.brand : Color.label)
            .padding(.horizontal, 10)
            .frame(height: 28)
            .background(Color.labelQuaternary, in: Capsule())
    }
}

struct Chip: View {
    var title: String
    var isSelected: Bool = false

    var body: some View {
        ChipFrame(selected: isSelected) {
            Text(title)
        }
    }
}
