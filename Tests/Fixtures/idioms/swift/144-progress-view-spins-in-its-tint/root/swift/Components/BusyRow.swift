import SwiftUI

/// A status line that spins while work is under way.
public struct BusyRow: View {
    let message: String
    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        HStack(spacing: 6) {
            ProgressView()
                .tint(tint)
                .frame(width: 14, height: 14)
            Text(message)
                .font(.system(size: 13))
                .foregroundStyle(tint)
        }
    }

    private var tint: Color { isEnabled ? .brand : .labelSecondary }
}
