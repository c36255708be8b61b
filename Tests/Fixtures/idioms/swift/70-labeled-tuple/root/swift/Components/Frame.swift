import SwiftUI

enum FrameEmphasis { case quiet, loud }

/// A framed box whose edge comes as a labeled pair; the quiet one has none.
struct Frame: View {
    var emphasis: FrameEmphasis = .quiet

    var body: some View {
        Color.white
            .frame(width: 64, height: 64)
            .overlay {
                if let edge = edge {
                    Rectangle().stroke(edge.tint, lineWidth: edge.weight)
                }
            }
    }

    private var edge: (tint: Color, weight: CGFloat)? {
        switch emphasis {
        case .quiet: return nil
        case .loud: return (tint: .orange, weight: 3)
        }
    }
}
