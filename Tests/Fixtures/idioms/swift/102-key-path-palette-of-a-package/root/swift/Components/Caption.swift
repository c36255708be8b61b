import SwiftUI

public struct Caption: View {
    let text: String
    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        Text(text)
            .font(.footnote)
            .foregroundColor(isEnabled ? Color.ink.textSecondary : Color.ink.textDisabled)
    }
}
