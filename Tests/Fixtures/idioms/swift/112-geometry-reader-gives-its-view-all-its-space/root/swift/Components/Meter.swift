import SwiftUI

struct Meter: View {
    enum Size { case compact, regular }

    var progress: Double
    var size: Size = .regular

    private var thickness: CGFloat { size == .compact ? 3 : 5 }

    var body: some View {
        GeometryReader { geo in
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 2)
                    .fill(Color(red: 0.9, green: 0.9, blue: 0.92))
                RoundedRectangle(cornerRadius: 2)
                    .fill(Color.green)
                    .frame(width: geo.size.width * progress)
            }
        }
        .frame(height: thickness)
    }
}
