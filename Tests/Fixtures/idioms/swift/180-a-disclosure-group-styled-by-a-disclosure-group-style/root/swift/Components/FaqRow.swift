import SwiftUI

/// A question that opens to its answer.
struct FaqRow: View {
    let question: String
    let answer: String
    @State private var open = false

    var body: some View {
        DisclosureGroup(isExpanded: $open) {
            Text(answer)
                .font(.system(size: 14))
                .foregroundStyle(Color(white: 0.4))
        } label: {
            Text(question)
                .font(.system(size: 16, weight: .semibold))
        }
        .disclosureGroupStyle(FaqStyle())
    }
}

private struct FaqStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: "chevron.down")
                    .rotationEffect(.degrees(configuration.isExpanded ? 180 : 0))
            }
            .padding(.vertical, 12)
            .background(configuration.isExpanded ? Color(white: 0.96) : Color.clear)
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}
