import SwiftUI

/// What a marker says, with or without a strong fill.
enum Tone {
    case info
    case danger
}

/// A glyph to lead with; one whose name is empty draws nothing.
enum Leading: Equatable {
    case glyph(String, tint: Color? = nil)
    case picture(Image)

    var isEmpty: Bool {
        switch self {
        case .glyph(let name, _): return name.isEmpty
        case .picture: return false
        }
    }
}

extension Leading {
    static let nothing: Self = .glyph("")
}

/// A marker whose look is a case with associated values, made at the call site.
struct Marker: View {
    enum Look {
        case neutral
        case tone(Tone, strong: Bool = false)

        var fill: Color {
            switch self {
            case .neutral: return .plain
            case .tone(.info, true): return .infoFill
            case .tone(.info, false): return .infoWash
            case .tone(.danger, let strong): return strong ? .dangerFill : .dangerWash
            }
        }
    }

    let title: String
    var leading: Leading = .nothing

    var body: some View {
        Text(title)
            .padding(.leading, leading.isEmpty ? 12 : 8)
            .background(look.fill)
    }

    private var look: Look { .tone(.danger, strong: true) }
}
