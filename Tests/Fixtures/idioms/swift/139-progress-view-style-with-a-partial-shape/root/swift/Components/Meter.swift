import SwiftUI

public enum MeterSize {
    case thin
    case thick
}

/// The filled share of a bar: the leading part of the rectangle it is given, its ends round.
struct MeterFill: Shape {
    var share: Double

    func path(in rect: CGRect) -> Path {
        let filled = CGRect(x: rect.minX, y: rect.minY, width: rect.width * share, height: rect.height)
        return Path(roundedRect: filled, cornerRadius: rect.height / 2)
    }
}

struct MeterStyle: ProgressViewStyle {
    var size: MeterSize

    func makeBody(configuration: Configuration) -> some View {
        Capsule()
            .fill(Color.labelQuaternary)
            .frame(height: size == .thin ? 4 : 8)
            .overlay(alignment: .leading) {
                MeterFill(share: configuration.fractionCompleted ?? 0)
                    .fill(Color.brand)
            }
    }
}

public struct Meter: View {
    public var value: Double
    public var size: MeterSize = .thin

    public var body: some View {
        ProgressView(value: value)
            .progressViewStyle(MeterStyle(size: size))
    }
}
