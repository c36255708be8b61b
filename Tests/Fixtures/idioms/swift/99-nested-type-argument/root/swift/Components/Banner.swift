import SwiftUI

/// A banner: a secondary label over a red one whose tone the banner sets.
public struct Banner: View {
    private let message: String

    public init(message: String) {
        self.message = message
    }

    public var body: some View {
        VStack(spacing: 4) {
            Label(message, tone: .secondary)
            Label(message, tone: .none)
                .foregroundColor(.red)
        }
    }
}
