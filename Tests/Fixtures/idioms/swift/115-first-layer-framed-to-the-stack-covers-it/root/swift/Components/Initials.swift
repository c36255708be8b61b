import SwiftUI

struct Initials: View {
    enum Size { case small, large }

    var letters: String
    var size: Size = .small
    var picture: Image? = nil

    private var side: CGFloat { size == .small ? 32 : 48 }

    var body: some View {
        ZStack(alignment: .topTrailing) {
            face
                .frame(width: side, height: side)
                .background(Color(red: 0.86, green: 0.92, blue: 1.0))
                .clipShape(Circle())
            Circle()
                .fill(Color.red)
                .frame(width: 6, height: 6)
        }
        .frame(width: side, height: side)
    }

    @ViewBuilder
    private var face: some View {
        if let picture {
            picture.resizable().scaledToFill()
        } else {
            Text(letters)
                .font(.system(size: size == .small ? 12 : 18, weight: .medium))
        }
    }
}
