import SwiftUI

struct Choice: View {
    var title: String
    var selected: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Ring(selected: selected)
                .padding(.top, 3)
            Text(title)
                .font(.system(size: 15))
        }
    }
}

private struct Ring: View {
    var selected: Bool

    var body: some View {
        ZStack {
            Circle().fill(Color.white)
            Circle().strokeBorder(selected ? Color.blue : Color.gray, lineWidth: 2)
        }
        .frame(width: 18, height: 18)
    }
}
