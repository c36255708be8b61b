import SwiftUI

public enum TagSize: CaseIterable { case small, large }

/// A tag whose chrome and inset come from an extension of `View` and of its size in the folder's `Internal/` file.
public struct Tag: View {
    let text: String
    var size: TagSize = .small

    public var body: some View {
        Text(text)
            .font(.footnote)
            .padding(.vertical, size.inset)
            .tagChrome(Color(red: 0.17, green: 0.42, blue: 0.69))
    }
}
