import SwiftUI

/// A menu's trigger: a chevron that turns accent while its popover is presented.
struct MenuTrigger: View {
    let title: String
    @Binding var isPresented: Bool

    var body: some View {
        Button {
            isPresented.toggle()
        } label: {
            HStack(spacing: 6) {
                Text(title)
                    .font(.system(size: 15, weight: .medium))
                Image(systemName: "chevron.down")
                    .foregroundStyle(isPresented ? Color.accentColor : Color.secondary)
            }
            .padding(.horizontal, 12)
            .frame(height: 36)
            .background(isPresented ? Color(white: 0.92) : Color.clear, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}
