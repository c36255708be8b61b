import SwiftUI

/// A chevron pointing right, drawn as two strokes on a 10-unit grid.
struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        let u = rect.width / 10
        return Path { p in
            p.move(to: CGPoint(x: rect.minX + 3 * u, y: rect.minY + 1 * u))
            p.addLine(to: CGPoint(x: rect.minX + 7 * u, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX + 3 * u, y: rect.maxY - 1 * u))
        }
    }
}

/// A row that leads somewhere: its title, then a chevron.
public struct Tick: View {
    let title: String
    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        HStack(spacing: 6) {
            Text(title)
                .font(.system(size: 15))
                .foregroundStyle(Color.label)
            Chevron()
                .stroke(isEnabled ? Color.brand : Color.labelQuaternary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                .frame(width: 10, height: 10)
        }
    }
}
