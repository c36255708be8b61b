import SwiftUI

enum ShortcutScale { case compact, roomy }

/// A glyph in a tinted capsule above its caption.
struct Shortcut: View {
    let symbol: String
    let caption: String
    var scale: ShortcutScale = .compact

    private var glyph: CGFloat {
        switch scale {
        case .compact: return 18
        case .roomy: return 22
        }
    }

    var body: some View {
        VStack(spacing: 2) {
            Image(systemName: symbol)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: glyph, height: glyph)
                .padding(.horizontal, 14)
                .padding(.vertical, 6)
                .background(Color.labelQuaternary, in: Capsule())
            Text(caption)
                .font(.system(size: 11))
                .foregroundStyle(Color.labelSecondary)
        }
    }
}
