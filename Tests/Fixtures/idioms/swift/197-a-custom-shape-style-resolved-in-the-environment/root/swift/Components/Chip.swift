import SwiftUI

enum ChipTone { case calm, loud }

private struct ChipToneKey: EnvironmentKey {
    static let defaultValue: ChipTone = .calm
}

extension EnvironmentValues {
    var chipTone: ChipTone {
        get { self[ChipToneKey.self] }
        set { self[ChipToneKey.self] = newValue }
    }
}

/// The chip's fill, from the tone its container sets and whether it is enabled.
struct ChipFill: ShapeStyle {
    func resolve(in values: EnvironmentValues) -> Color {
        if !values.isEnabled { return Color(white: 0.92) }
        return values.chipTone == .loud ? Color(red: 0.85, green: 0.1, blue: 0.1) : Color(white: 0.85)
    }
}

struct Chip: View {
    let title: String

    var body: some View {
        Text(title)
            .padding(.horizontal, 8)
            .background(ChipFill(), in: Capsule())
    }
}
