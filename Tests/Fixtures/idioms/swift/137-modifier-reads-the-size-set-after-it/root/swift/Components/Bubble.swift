import SwiftUI

enum BubbleSize {
    case compact, roomy

    var inset: CGFloat {
        switch self {
        case .compact: 6
        case .roomy: 10
        }
    }
}

private struct BubbleSizeKey: EnvironmentKey {
    static let defaultValue = BubbleSize.roomy
}

extension EnvironmentValues {
    var bubbleSize: BubbleSize {
        get { self[BubbleSizeKey.self] }
        set { self[BubbleSizeKey.self] = newValue }
    }
}

/// The bubble's chrome, sized by the environment so text inside can read the same size.
private struct BubbleChrome: ViewModifier {
    @Environment(\.bubbleSize) private var size

    func body(content: Content) -> some View {
        content
            .padding(size.inset)
            .background(Color.label, in: RoundedRectangle(cornerRadius: 6))
    }
}

/// A speech bubble around a short message.
struct Bubble: View {
    let message: String
    var size: BubbleSize = .roomy

    var body: some View {
        Text(message)
            .foregroundStyle(Color.brand)
            .modifier(BubbleChrome())
            .environment(\.bubbleSize, size)
    }
}
