import SwiftUI

enum KeypadScale {
    case compact, regular
    var keyHeight: CGFloat {
        switch self {
        case .compact: 36
        case .regular: 48
        }
    }
}

private struct KeypadScaleKey: EnvironmentKey {
    static let defaultValue = KeypadScale.regular
}

extension EnvironmentValues {
    var keypadScale: KeypadScale {
        get { self[KeypadScaleKey.self] }
        set { self[KeypadScaleKey.self] = newValue }
    }
}

/// A row of keys; each key's style reads the scale the pad hands down.
struct Keypad: View {
    var scale: KeypadScale = .regular

    var body: some View {
        HStack(spacing: 6) {
            ForEach(["1", "2", "3"], id: \.self) { digit in
                Button(digit) {}
                    .buttonStyle(KeyStyle())
            }
        }
        .environment(\.keypadScale, scale)
    }
}

private struct KeyStyle: ButtonStyle {
    @Environment(\.keypadScale) private var scale

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: scale.keyHeight, height: scale.keyHeight)
            .background(configuration.isPressed ? Color(white: 0.8) : Color(white: 0.9), in: RoundedRectangle(cornerRadius: 8))
    }
}
