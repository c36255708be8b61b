import SwiftUI

/// A labeled text field: LabeledContent with a style that stacks the label above the field.
struct EmailField: View {
    @Binding var text: String

    var body: some View {
        LabeledContent {
            TextField("", text: $text)
                .padding(.horizontal, 10)
                .frame(height: 36)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 6))
        } label: {
            Text("Email")
        }
        .labeledContentStyle(StackedLabelStyle())
    }
}

struct StackedLabelStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .font(.caption)
                .foregroundStyle(.secondary)
            configuration.content
        }
    }
}
