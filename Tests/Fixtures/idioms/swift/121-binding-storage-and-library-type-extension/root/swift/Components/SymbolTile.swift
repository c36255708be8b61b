import SwiftUI

/// A symbol on a tinted square whose side follows the image scale.
public struct SymbolTile: View {
    let name: String
    @Binding var scale: Image.Scale

    public init(_ name: String, scale: Image.Scale = .medium) {
        self.name = name
        self._scale = .constant(scale)
    }

    public var body: some View {
        Image(systemName: name)
            .foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.8))
            .frame(width: scale.side, height: scale.side)
            .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: 6))
    }
}

private extension Image.Scale {
    var side: CGFloat {
        switch self {
        case .small: return 24
        case .medium: return 32
        case .large: return 40
        @unknown default: return 32
        }
    }
}
