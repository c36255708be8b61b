import SwiftUI

/// A chip whose tone a caller sets with a builder method, not the init:
/// `Chip("New").tone(.positive)`. Its outline is stroked with the library's default width.
struct Chip: View {
    enum Tone { case neutral, positive, critical }

    private let title: String
    private var tone: Tone = .neutral

    init(_ title: String) {
        self.title = title
    }

    func tone(_ tone: Tone) -> Chip {
        var copy = self
        copy.tone = tone
        return copy
    }

    private var ink: Color {
        switch tone {
        case .neutral: return .gray
        case .positive: return .green
        case .critical: return .red
        }
    }

    var body: some View {
        Text(title)
            .foregroundStyle(ink)
            .padding(.horizontal, 8)
            .overlay(Capsule().stroke(ink))
    }
}
