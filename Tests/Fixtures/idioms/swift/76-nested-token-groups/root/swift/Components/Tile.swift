import SwiftUI

public enum TileTone: CaseIterable {
    case raised, sunken
}

/// A tile: a title over an optional note; tighter when it carries a note.
public struct Tile: View {
    let title: String
    var note: String? = nil
    var tone: TileTone = .raised

    private var carriesNote: Bool {
        !(note?.isEmpty ?? true)
    }

    private var fill: Color {
        switch tone {
        case .raised: return Color.Surface.raised
        case .sunken: return Color.Surface.sunken
        }
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: .Spacing.snug / 2) {
            Text(title)
                .foregroundStyle(Color.Ink.strong)
        }
        .padding(.vertical, carriesNote ? .Spacing.snug : .Spacing.roomy)
        .padding(.horizontal, .Spacing.roomy)
        .background(fill, in: RoundedRectangle(
            cornerRadius: .Radius.card,
        ))
    }
}
