import SwiftUI

enum NoticeKind {
    case tip, caution

    private static let amber = Color.paired(.init(0xA15C00), .init(0xFFB74D))
    private static let teal = Color.paired(.init(0x00796B), .init(0x4DB6AC))

    var ink: Color {
        switch self {
        case .tip: Self.teal
        case .caution: Self.amber
        }
    }
}

private struct StackedLabel: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            configuration.icon
            configuration.title
        }
    }
}

struct Notice: View {
    var kind: NoticeKind = .tip
    var text: String

    var body: some View {
        Label {
            Text(text)
                .font(.system(size: 14, weight: .medium))
                .foregroundStyle(kind.ink)
        } icon: {
            Image(systemName: "lightbulb")
                .foregroundStyle(kind.ink)
        }
        .labelStyle(StackedLabel())
        .padding(10)
    }
}
