import SwiftUI

/// A component folder (`Avatar/`) whose main file is named after it.
struct Avatar: View {
    let initials: String
    var size: AvatarSize = .small

    var body: some View {
        Text(initials)
            .font(.system(size: 12, weight: .semibold))
            .frame(width: size.side, height: size.side)
            .background(Color(red: 0.9, green: 0.92, blue: 0.95), in: Circle())
    }
}
