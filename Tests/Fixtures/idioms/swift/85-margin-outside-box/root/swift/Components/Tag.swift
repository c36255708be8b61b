import SwiftUI

/// A tag: a caption in a tinted capsule. Its chain reads inside out, so the last padding lies
/// outside the capsule: room around the tag, not in it.
struct Tag: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.caption)
            .foregroundStyle(Color(red: 0.1, green: 0.3, blue: 0.6))
            .padding(EdgeInsets(top: 3, leading: 10, bottom: 3, trailing: 10))
            .background(Color(red: 0.9, green: 0.94, blue: 1), in: Capsule())
            .overlay(Capsule().strokeBorder(Color(red: 0.1, green: 0.3, blue: 0.6), lineWidth: 1))
            .padding(.vertical, 4)
    }
}
