import SwiftUI

public enum StepperSize: Hashable {
    case compact, regular
}

/// Geometry per size, looked up through the type's own subscript.
struct StepperGeometry {
    var height: CGFloat
    var corner: CGFloat
    var gutter: CGFloat

    private static let bySize: [StepperSize: StepperGeometry] = [
        .compact: .init(height: 28, corner: 6, gutter: 4),
        .regular: .init(height: 36, corner: 8, gutter: 8),
    ]

    static subscript(size: StepperSize) -> StepperGeometry {
        bySize[size] ?? bySize[.regular]!
    }
}

public struct Stepper: View {
    var size: StepperSize = .regular

    public var body: some View {
        let g = StepperGeometry[size]
        HStack(spacing: g.gutter) {
            Image(systemName: "minus")
            Image(systemName: "plus")
        }
        .frame(height: g.height)
        .background(Color(red: 0.93, green: 0.94, blue: 0.96), in: RoundedRectangle(cornerRadius: g.corner))
    }
}
