import SwiftUI

/// A round avatar whose diameter grows with Dynamic Type.
public struct Avatar: View {
    private let initials: String
    @ScaledMetric private var diameter: CGFloat

    public init(initials: String, diameter: CGFloat = 32) {
        self.initials = initials
        _diameter = ScaledMetric(wrappedValue: diameter, relativeTo: .body)
    }

    public var body: some View {
        Text(initials)
            .font(.caption)
            .frame(width: diameter, height: diameter)
            .background(Color.teal, in: Circle())
    }
}
