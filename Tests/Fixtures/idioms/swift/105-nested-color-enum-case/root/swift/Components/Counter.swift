import SwiftUI

/// A counter badge whose caption is tinted with a custom color.
public struct Counter: View {
    let value: Int

    public var body: some View {
        Caption("\(value)", tint: .custom(.orange))
            .padding(4)
    }
}
