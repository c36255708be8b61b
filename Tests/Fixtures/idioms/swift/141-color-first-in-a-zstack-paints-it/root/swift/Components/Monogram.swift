import SwiftUI

public struct Monogram: View {
    let letter: String

    public init(_ letter: String) {
        self.letter = letter
    }

    public var body: some View {
        ZStack {
            Color.labelQuaternary
            Text(letter)
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(Color.label)
        }
        .frame(width: 32, height: 32)
        .clipShape(Circle())
    }
}
