import SwiftUI

/// A ring around an avatar: its stroke's width comes in a stroke style.
public struct Halo: View {
    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        Circle()
            .stroke(isEnabled ? Color.brand : Color.labelQuaternary, style: .init(lineWidth: 2.5, lineCap: .round))
            .frame(width: 44, height: 44)
    }
}
