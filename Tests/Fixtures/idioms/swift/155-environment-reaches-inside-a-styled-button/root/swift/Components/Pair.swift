import SwiftUI

enum PairSize {
    case compact, regular
    var keySize: CGFloat { switch self { case .compact: 13; case .regular: 15 } }
    var inset: CGFloat { switch self { case .compact: 8; case .regular: 12 } }
}

private struct PairSizeKey: EnvironmentKey { static let defaultValue: PairSize = .regular }

extension EnvironmentValues {
    var pairSize: PairSize {
        get { self[PairSizeKey.self] }
        set { self[PairSizeKey.self] = newValue }
    }
}

/// Lays the key and the value on one line, the key sized by the environment's pair size.
struct PairContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        PairLine(configuration: configuration)
    }
}

private struct PairLine: View {
    let configuration: LabeledContentStyleConfiguration
    @Environment(\.pairSize) private var size

    var body: some View {
        HStack(spacing: 8) {
            configuration.label
                .font(.system(size: size.keySize))
                .foregroundStyle(Color.labelSecondary)
            configuration.content
                .foregroundStyle(Color.label)
        }
    }
}

/// Pads the row by the environment's pair size.
private struct PairInset: ViewModifier {
    @Environment(\.pairSize) private var size
    func body(content: Content) -> some View { content.padding(size.inset) }
}

private struct PairButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(PairInset())
    }
}

struct Pair: View {
    var size: PairSize = .regular

    var body: some View {
        Button {} label: {
            LabeledContent {
                Text("Value")
            } label: {
                Text("Key")
            }
            .labeledContentStyle(PairContentStyle())
        }
        .buttonStyle(PairButtonStyle())
        .environment(\.pairSize, size)
    }
}
