import SwiftUI

struct Swatch: View {
    let name: String
    let fill: Color
    var compact = false

    var body: some View {
        HStack(spacing: compact ? 4 : 8) {
            RoundedRectangle(cornerRadius: 4)
                .fill(fill)
                .frame(width: 16, height: 16)
            Text(name)
                .font(.system(size: 13))
        }
    }
}
