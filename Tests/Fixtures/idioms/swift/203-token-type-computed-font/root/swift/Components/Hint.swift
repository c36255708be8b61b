import SwiftUI

public enum HintSize { case compact, regular }

/// A hint whose type comes from the ramp's own computed properties.
public struct Hint: View {
    let text: String
    var size: HintSize = .regular

    private var ramp: TypeRamp { size == .compact ? .detail : .lead }

    public var body: some View {
        Text(text)
            .font(ramp.systemFont)
            .kerning(ramp.kerning)
            .lineSpacing(ramp.extraLeading)
            .foregroundStyle(Color(white: 0.4))
    }
}
